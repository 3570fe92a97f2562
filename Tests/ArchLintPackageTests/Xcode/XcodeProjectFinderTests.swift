import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Finding projects: walking the root, and following workspaces.
@Suite struct XcodeProjectFinderTests {
    static let root = Fixtures.repositoryPath("Tests/Fixtures/Xcode/Workspace")

    static func relative(_ result: XcodeProjectFinder.Result) -> [String] {
        result.projects.map { XcodePath.relative($0, to: root) }
    }

    /// `archlint xcode-targets` prints paths relative to the root; a local package beside the
    /// root (`../Packages/Core`) stays absolute instead of losing its first characters.
    @Test func relativePathsOutsideTheRootStayAbsolute() {
        #expect(XcodePath.relative("/work/app/App/App.xcodeproj", to: "/work/app") == "App/App.xcodeproj")
        #expect(XcodePath.relative("/work/app", to: "/work/app") == ".")
        #expect(XcodePath.relative("/work/Packages/Core", to: "/work/app") == "/work/Packages/Core")
        #expect(XcodePath.relative("/work/application/X", to: "/work/app") == "/work/application/X")
    }

    @Test func walksTheRootSkippingFoldersAndExcludes() {
        let all = XcodeProjectFinder.find(root: Self.root, skippedFolderNames: ["Pods"])
        #expect(
            Self.relative(all) == ["App/App.xcodeproj", "Projects/Feature/Feature.xcodeproj", "Tools/Tools.xcodeproj"])
        #expect(all.problems.map(\.line) == [14, 17, 20])

        let excluded = XcodeProjectFinder.find(root: Self.root, skippedFolderNames: ["Pods"]) {
            $0 == "Tools" || $0 == "Projects/Feature/Feature.xcodeproj"
        }
        // Excluded by the glob both when walking and when the workspace names it.
        #expect(Self.relative(excluded) == ["App/App.xcodeproj"])

        let notSkipped = XcodeProjectFinder.find(root: Self.root, skippedFolderNames: [])
        #expect(Self.relative(notSkipped).contains("Pods/Pods.xcodeproj"))
    }

    @Test func followsAWorkspaceAndRefusesWhatLiesOutside() {
        let named = XcodeProjectFinder.projects(
            inWorkspace: "\(Self.root)/Main.xcworkspace", root: Self.root, skippedFolderNames: ["Pods"])
        // Tools is not named by the workspace; Pods is, but it is skipped.
        #expect(Self.relative(named) == ["App/App.xcodeproj", "Projects/Feature/Feature.xcodeproj"])
        let data = "\(Self.root)/Main.xcworkspace/contents.xcworkspacedata"
        let fixtures = Fixtures.repositoryPath("Tests/Fixtures/Xcode")
        #expect(
            named.problems.map { "\($0.path):\($0.line ?? 0): \($0.message)" } == [
                "\(data):14: the workspace names 'group:../Outside/Outside.xcodeproj', which resolves outside the root (\(fixtures)/Outside/Outside.xcodeproj); that project is not read",
                "\(data):17: the workspace names 'absolute:/opt/Elsewhere/Elsewhere.xcodeproj', which resolves outside the root (/opt/Elsewhere/Elsewhere.xcodeproj); that project is not read",
                "\(data):20: the workspace names 'group:Missing/Missing.xcodeproj', but \(Self.root)/Missing/Missing.xcodeproj/project.pbxproj does not exist",
            ])
    }

    @Test func workspaceLocationsResolveLikeXcode() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:Apps" name = "Apps">
                  <Group location = "group:iOS" name = "iOS">
                     <FileRef location = "group:Phone.xcodeproj"></FileRef>
                     <FileRef location = "container:Top.xcodeproj"></FileRef>
                  </Group>
                  <Group location = "container:" name = "Flat"/>
                  <FileRef location = "group:Mac &amp; More.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "self:Self.xcodeproj"></FileRef>
               <FileRef location = 'absolute:/abs/A.xcodeproj'></FileRef>
               <FileRef location = "developer:Tools/X.xcodeproj"></FileRef>
               <FileRef name="location" location="group:../Up.xcodeproj"></FileRef>
            </Workspace>
            """
        let contents = WorkspaceContents(text: text, workspacePath: "/r/W.xcworkspace")
        #expect(
            contents.references.map { "\($0.line) \($0.path ?? "nil")" } == [
                "5 /r/Apps/iOS/Phone.xcodeproj",
                "6 /r/Top.xcodeproj",
                "9 /r/Apps/Mac & More.xcodeproj",
                "11 /r/Self.xcodeproj",
                "12 /abs/A.xcodeproj",
                "13 nil",
                "14 /Up.xcodeproj",
            ])
    }
}
