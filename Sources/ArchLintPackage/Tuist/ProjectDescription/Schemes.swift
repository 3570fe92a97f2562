import Foundation

// Schemes are accepted so that manifests compile; archlint reads nothing of them.

/// A target named by a scheme, in this project or another.
public struct TargetReference: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var projectPath: Path?
    public var targetName: String

    public init(projectPath: Path?, target: String) {
        self.projectPath = projectPath
        targetName = target
    }

    public init(stringLiteral value: String) {
        self.init(projectPath: nil, target: value)
    }

    public static func project(path: Path, target: String) -> TargetReference {
        TargetReference(projectPath: path, target: target)
    }

    public static func target(_ name: String) -> TargetReference { TargetReference(projectPath: nil, target: name) }
}

/// The language a scheme runs in.
public struct SchemeLanguage: Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let identifier: String

    public init(identifier: String) {
        self.identifier = identifier
    }

    public init(stringLiteral value: String) {
        self.init(identifier: value)
    }

    public static var doubleLengthPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageDoubleLength" }
    public static var rightToLeftPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageRTL" }
    public static var accentedPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageAccented" }
    public static var boundedStringPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageBoundedString" }
    public static var rightToLeftWithStringsPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageRTLWithStrings" }
}

/// How tests capture the screen.
public enum ScreenCaptureFormat: String, Codable, Sendable {
    case screenshots
    case screenRecording
}

/// How tests run.
public struct TestingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let parallelizable = TestingOptions(rawValue: 1 << 0)
    public static let randomExecutionOrdering = TestingOptions(rawValue: 1 << 1)
}

/// A diagnostic a scheme turns on (Tuist 3 lists them).
public enum SchemeDiagnosticsOption: String, Codable, Sendable {
    case mainThreadChecker
    case performanceAntipatternChecker
    case enableAddressSanitizer
    case enableASanStackUseAfterReturn
    case enableThreadSanitizer
}

/// The diagnostics of a scheme's run or test.
public struct SchemeDiagnosticsOptions: Equatable, Sendable, ExpressibleByArrayLiteral {
    public var options: [SchemeDiagnosticsOption]

    public init(arrayLiteral elements: SchemeDiagnosticsOption...) {
        options = elements
    }

    init(options: [SchemeDiagnosticsOption]) {
        self.options = options
    }

    public static func options(
        addressSanitizerEnabled: Bool = false, detectStackUseAfterReturnEnabled: Bool = false,
        threadSanitizerEnabled: Bool = false, mainThreadCheckerEnabled: Bool = true,
        performanceAntipatternCheckerEnabled: Bool = true
    ) -> SchemeDiagnosticsOptions {
        SchemeDiagnosticsOptions(options: mainThreadCheckerEnabled ? [.mainThreadChecker] : [])
    }
}

/// A script a scheme runs before or after an action.
public struct ExecutionAction: Equatable, Sendable {
    public var title: String
    public var scriptText: String
    public var target: TargetReference?
    public var shellPath: String?

    public init(
        title: String = "Run Script", scriptText: String, target: TargetReference? = nil, shellPath: String? = nil
    ) {
        self.title = title
        self.scriptText = scriptText
        self.target = target
        self.shellPath = shellPath
    }

    public static func executionAction(
        title: String = "Run Script", scriptText: String, target: TargetReference? = nil,
        shellPath: String? = nil
    ) -> ExecutionAction {
        ExecutionAction(title: title, scriptText: scriptText, target: target, shellPath: shellPath)
    }
}

/// Arguments and environment of a scheme's run.
public struct Arguments: Equatable, Sendable {
    public var environmentVariables: [String: EnvironmentVariable]
    public var launchArguments: [LaunchArgument]

    public init(environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = []) {
        self.environmentVariables = environmentVariables
        self.launchArguments = launchArguments
    }

    @_disfavoredOverload
    public init(environment: [String: String] = [:], launchArguments: [LaunchArgument] = []) {
        self.init(
            environmentVariables: environment.mapValues { EnvironmentVariable(value: $0) },
            launchArguments: launchArguments)
    }

    public init(environment: [String: String] = [:], launchArguments: [String: Bool]) {
        self.init(
            environmentVariables: environment.mapValues { EnvironmentVariable(value: $0) },
            launchArguments: launchArguments.map { LaunchArgument(name: $0.key, isEnabled: $0.value) })
    }

    public static func arguments(
        environmentVariables: [String: EnvironmentVariable] = [:],
        launchArguments: [LaunchArgument] = []
    ) -> Arguments {
        Arguments(environmentVariables: environmentVariables, launchArguments: launchArguments)
    }
}

/// The build action of a scheme.
public struct BuildAction: Equatable, Sendable {
    public var targets: [TargetReference]
    public var preActions: [ExecutionAction]
    public var postActions: [ExecutionAction]
    public var runPostActionsOnFailure: Bool
    public var findImplicitDependencies: Bool

    public init(
        targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        runPostActionsOnFailure: Bool = false, findImplicitDependencies: Bool = true
    ) {
        self.targets = targets
        self.preActions = preActions
        self.postActions = postActions
        self.runPostActionsOnFailure = runPostActionsOnFailure
        self.findImplicitDependencies = findImplicitDependencies
    }

    public static func buildAction(
        targets: [TargetReference], preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], runPostActionsOnFailure: Bool = false,
        findImplicitDependencies: Bool = true
    ) -> BuildAction {
        BuildAction(
            targets: targets, preActions: preActions, postActions: postActions,
            runPostActionsOnFailure: runPostActionsOnFailure, findImplicitDependencies: findImplicitDependencies)
    }
}

/// A target a scheme tests.
public struct TestableTarget: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var target: TargetReference
    public var isSkipped: Bool
    public var isParallelizable: Bool
    public var isRandomExecutionOrdering: Bool

    public init(
        target: TargetReference, skipped: Bool = false, parallelizable: Bool = false,
        randomExecutionOrdering: Bool = false
    ) {
        self.target = target
        isSkipped = skipped
        isParallelizable = parallelizable
        isRandomExecutionOrdering = randomExecutionOrdering
    }

    public init(stringLiteral value: String) {
        self.init(target: TargetReference(stringLiteral: value))
    }

    public static func testableTarget(
        target: TargetReference, isSkipped: Bool = false, isParallelizable: Bool = false,
        isRandomExecutionOrdering: Bool = false,
        simulatedLocation: SimulatedLocation? = nil
    ) -> TestableTarget {
        TestableTarget(
            target: target, skipped: isSkipped, parallelizable: isParallelizable,
            randomExecutionOrdering: isRandomExecutionOrdering)
    }

    public static func testableTarget(
        target: TargetReference, parallelization: TestableTargetParallelization,
        isSkipped: Bool = false, isRandomExecutionOrdering: Bool = false,
        simulatedLocation: SimulatedLocation? = nil
    ) -> TestableTarget {
        TestableTarget(
            target: target, skipped: isSkipped, parallelizable: parallelization != .disabled,
            randomExecutionOrdering: isRandomExecutionOrdering)
    }
}

/// How a test target runs in parallel (Tuist 4).
public enum TestableTargetParallelization: String, Codable, Sendable {
    case disabled
    case enabled
    case swiftTestingOnly
}

/// A location a scheme simulates.
public struct SimulatedLocation: Equatable, Sendable, ExpressibleByStringLiteral {
    public var identifier: String

    public init(stringLiteral value: String) {
        identifier = value
    }

    public static func custom(gpxFile: Path) -> SimulatedLocation {
        SimulatedLocation(stringLiteral: gpxFile.pathString)
    }
    public static var london: SimulatedLocation { "London, England" }
    public static var johannesburg: SimulatedLocation { "Johannesburg, South Africa" }
    public static var moscow: SimulatedLocation { "Moscow, Russia" }
    public static var mumbai: SimulatedLocation { "Mumbai, India" }
    public static var tokyo: SimulatedLocation { "Tokyo, Japan" }
    public static var sydney: SimulatedLocation { "Sydney, Australia" }
    public static var hongKong: SimulatedLocation { "Hong Kong, China" }
    public static var honolulu: SimulatedLocation { "Honolulu, HI, USA" }
    public static var sanFrancisco: SimulatedLocation { "San Francisco, CA, USA" }
    public static var mexicoCity: SimulatedLocation { "Mexico City, Mexico" }
    public static var newYork: SimulatedLocation { "New York, NY, USA" }
    public static var rioDeJaneiro: SimulatedLocation { "Rio De Janeiro, Brazil" }
}

/// Options of a scheme's test action.
public struct TestActionOptions: Equatable, Sendable {
    public var language: SchemeLanguage?
    public var region: String?
    public var coverage: Bool
    public var codeCoverageTargets: [TargetReference]

    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil,
        preferredScreenCaptureFormat: ScreenCaptureFormat? = nil, coverage: Bool = false,
        codeCoverageTargets: [TargetReference] = []
    ) -> TestActionOptions {
        TestActionOptions(
            language: language, region: region, coverage: coverage, codeCoverageTargets: codeCoverageTargets)
    }
}

/// The test action of a scheme.
public struct TestAction: Equatable, Sendable {
    public var targets: [TestableTarget]
    public var testPlans: [Path]?
    public var configuration: ConfigurationName

    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil,
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        expandVariableFromTarget: TargetReference? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], options: TestActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(), language: SchemeLanguage? = nil,
        region: String? = nil, skippedTests: [String]? = nil
    ) -> TestAction {
        TestAction(targets: targets, testPlans: nil, configuration: configuration)
    }

    public static func testPlans(
        _ testPlans: [Path], configuration: ConfigurationName = .debug,
        attachDebugger: Bool = true, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = []
    ) -> TestAction {
        TestAction(targets: [], testPlans: testPlans, configuration: configuration)
    }
}

/// Options of a scheme's run action.
public struct RunActionOptions: Equatable, Sendable {
    public enum GPUFrameCaptureMode: String, Codable, Sendable {
        case autoEnabled, metal, openGL, disabled

        public static var `default`: GPUFrameCaptureMode { .autoEnabled }
    }

    public var language: SchemeLanguage?
    public var region: String?

    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil,
        storeKitConfigurationPath: Path? = nil, simulatedLocation: SimulatedLocation? = nil,
        enableGPUFrameCaptureMode: GPUFrameCaptureMode = .autoEnabled
    ) -> RunActionOptions {
        RunActionOptions(language: language, region: region)
    }
}

/// How a scheme launches its executable.
public enum LaunchStyle: String, Codable, Sendable {
    case automatically
    case waitForExecutableToBeLaunched
}

/// The Metal options of a scheme's run.
public struct MetalOptions: Equatable, Sendable {
    public static func options(
        apiValidation: Bool = true, shaderValidation: Bool = false, showGraphicsOverview: Bool = false,
        logGraphicsOverview: Bool = false
    ) -> MetalOptions {
        MetalOptions()
    }
}

/// The run action of a scheme.
public struct RunAction: Equatable, Sendable {
    public var configuration: ConfigurationName
    public var executable: TargetReference?

    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        customLLDBInitFile: Path? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], executable: TargetReference? = nil,
        arguments: Arguments? = nil, options: RunActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(),
        metalOptions: MetalOptions = .options(), expandVariableFromTarget: TargetReference? = nil,
        launchStyle: LaunchStyle = .automatically, appClipInvocationURL: URL? = nil,
        customWorkingDirectory: Path? = nil, useCustomWorkingDirectory: Bool = false
    ) -> RunAction {
        RunAction(configuration: configuration, executable: executable)
    }
}

/// The archive action of a scheme.
public struct ArchiveAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func archiveAction(
        configuration: ConfigurationName, revealArchiveInOrganizer: Bool = true,
        customArchiveName: String? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = []
    ) -> ArchiveAction {
        ArchiveAction(configuration: configuration)
    }
}

/// The profile action of a scheme.
public struct ProfileAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func profileAction(
        configuration: ConfigurationName = .release, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], executable: TargetReference? = nil,
        arguments: Arguments? = nil
    ) -> ProfileAction {
        ProfileAction(configuration: configuration)
    }
}

/// The analyze action of a scheme.
public struct AnalyzeAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func analyzeAction(configuration: ConfigurationName) -> AnalyzeAction {
        AnalyzeAction(configuration: configuration)
    }
}

/// A scheme.
public struct Scheme: Equatable, Sendable {
    public var name: String
    public var shared: Bool
    public var hidden: Bool
    public var buildAction: BuildAction?
    public var testAction: TestAction?
    public var runAction: RunAction?
    public var archiveAction: ArchiveAction?
    public var profileAction: ProfileAction?
    public var analyzeAction: AnalyzeAction?

    public init(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil,
        testAction: TestAction? = nil, runAction: RunAction? = nil, archiveAction: ArchiveAction? = nil,
        profileAction: ProfileAction? = nil, analyzeAction: AnalyzeAction? = nil
    ) {
        self.name = name
        self.shared = shared
        self.hidden = hidden
        self.buildAction = buildAction
        self.testAction = testAction
        self.runAction = runAction
        self.archiveAction = archiveAction
        self.profileAction = profileAction
        self.analyzeAction = analyzeAction
    }

    public static func scheme(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil,
        testAction: TestAction? = nil, runAction: RunAction? = nil,
        archiveAction: ArchiveAction? = nil, profileAction: ProfileAction? = nil,
        analyzeAction: AnalyzeAction? = nil
    ) -> Scheme {
        Scheme(
            name: name, shared: shared, hidden: hidden, buildAction: buildAction, testAction: testAction,
            runAction: runAction, archiveAction: archiveAction, profileAction: profileAction,
            analyzeAction: analyzeAction)
    }
}
