import ProjectDescription
import ProjectDescriptionHelpers
import ModulePlugin

let project = Project.framework(.featureA, dependencies: [.module(.coreUI), SPM.snapKit])
