import ProjectDescription
import ProjectDescriptionHelpers
import ModulePlugin

let project = Project.framework(
    .coreUI,
    config: TargetConfig(product: .staticFramework, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) CORE_UI"],
                         hasTests: true)
)
