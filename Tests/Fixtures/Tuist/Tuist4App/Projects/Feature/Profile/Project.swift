import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(ModulePaths.Feature.Profile, dependencies: ModulePaths.Domain.allCases.map(\.dependency))
