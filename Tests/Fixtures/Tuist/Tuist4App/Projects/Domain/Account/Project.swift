import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    ModulePaths.Domain.Account,
    product: .framework,
    dependencies: ModulePaths.Core.allCases.map(\.dependency)
)
