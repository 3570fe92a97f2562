import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(ModulePaths.Feature.Home, dependencies: [ModulePaths.Domain.Account.dependency, SPM.alamofire])
