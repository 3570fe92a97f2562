import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(ModulePaths.Core.Network, product: ModulePaths.Core.Network.product,
                             dependencies: [SPM.alamofire], hasTests: false)
