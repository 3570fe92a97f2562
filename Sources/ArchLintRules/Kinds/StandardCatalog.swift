extension RuleCatalog {
    /// Every rule kind archlint ships. A test fails if a rule file exists without its line here.
    package static let standard = RuleCatalog([
        AcyclicRule.self,
        AllowedOnlyRule.self,
        ExternalConfinementRule.self,
        ForbiddenRule.self,
        ImplicitDependencyRule.self,
        IndependentRule.self,
        LayersRule.self,
        MaxHeightRule.self,
        SymbolConfinementRule.self,
        TestableOutsideTestsRule.self,
        UnusedDependencyRule.self,
    ])
}
