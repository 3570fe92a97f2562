// Xcode project reading benchmark:
//
//   swift run -c release archlint-bench xcode [--targets 40] [--files-per-target 44] [--repeat 7] [--out DIR]
//                                             [--project PATH.xcodeproj ...]
//
// Generates a synthetic project (by default 1.1 MB and 4,000 objects: 40 targets of 44
// Swift files in nested groups, with settings and package products) with its Swift files on disk,
// then prints the best of R runs of the property list parser alone (bytes in memory) and of the
// whole reader (file read, parse, group tree, settings, file existence checks). Each --project
// (a real project; its parent folder is the root) is timed the same way.
import ArchLintKit
import Foundation
import ArchLintPackage

struct XcodeBenchmarkOptions {
    var targets = 40
    var filesPerTarget = 44
    var repeats = 7
    var out = ".build/bench-xcode"
    var projects: [String] = []
}

func parseXcodeBenchmarkOptions(_ arguments: [String]) -> XcodeBenchmarkOptions? {
    var options = XcodeBenchmarkOptions()
    var index = 0
    while index < arguments.count {
        guard index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1]
        switch arguments[index] {
        case "--targets": guard let number = Int(value), number > 0 else { return nil }; options.targets = number
        case "--files-per-target":
            guard let number = Int(value), number > 0 else { return nil }; options.filesPerTarget = number
        case "--repeat": guard let number = Int(value), number > 0 else { return nil }; options.repeats = number
        case "--out": options.out = value
        case "--project": options.projects.append(value)
        default: return nil
        }
        index += 2
    }
    return options
}

/// A synthetic project file in Xcode's layout, and the relative paths of its Swift files.
func syntheticXcodeProject(targets: Int, filesPerTarget: Int) -> (text: String, files: [String]) {
    var counter = 0
    func id() -> String {
        counter += 1
        let hex = String(counter, radix: 16, uppercase: true)
        return "AB" + String(repeating: "0", count: 22 - hex.count) + hex
    }
    var buildFiles = "", fileReferences = "", groups = "", nativeTargets = "", sources = "", frameworks = ""
    var configurations = "", lists = "", products = "", files: [String] = []
    var mainChildren: [String] = [], targetIDs: [String] = []
    let package = id()
    for target in 0..<targets {
        let name = "Feature \(target)-iOS"
        let folderGroup = id()
        var folderChildren: [String] = []
        var buildFileIDs: [String] = []
        // Files in sub-groups of 10, like a feature folder with Views/Models/...
        for chunk in stride(from: 0, to: filesPerTarget, by: 10) {
            let subgroup = id()
            var children: [String] = []
            for index in chunk..<min(filesPerTarget, chunk + 10) {
                let file = id(), buildFile = id()
                let fileName = "Type\(target)x\(index)View.swift"
                files.append("Features/Feature\(target)/Part\(chunk / 10)/\(fileName)")
                fileReferences +=
                    "\t\t\(file) /* \(fileName) */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = "
                    + "sourcecode.swift; path = \(fileName); sourceTree = \"<group>\"; };\n"
                buildFiles +=
                    "\t\t\(buildFile) /* \(fileName) in Sources */ = {isa = PBXBuildFile; fileRef = \(file) /* "
                    + "\(fileName) */; };\n"
                children.append("\t\t\t\t\(file) /* \(fileName) */,\n")
                buildFileIDs.append("\t\t\t\t\(buildFile) /* \(fileName) in Sources */,\n")
            }
            groups +=
                "\t\t\(subgroup) /* Part\(chunk / 10) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + "\(children.joined())\t\t\t);\n\t\t\tpath = Part\(chunk / 10);\n\t\t\tsourceTree = \"<group>\";\n"
                + "\t\t};\n"
            folderChildren.append("\t\t\t\t\(subgroup) /* Part\(chunk / 10) */,\n")
        }
        groups +=
            "\t\t\(folderGroup) /* Feature\(target) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + "\(folderChildren.joined())\t\t\t);\n\t\t\tpath = Features/Feature\(target);\n\t\t\tsourceTree = "
            + "\"<group>\";\n\t\t};\n"
        mainChildren.append("\t\t\t\t\(folderGroup) /* Feature\(target) */,\n")
        let sourcesPhase = id(), frameworksPhase = id(), list = id(), targetID = id(), product = id()
        sources +=
            "\t\t\(sourcesPhase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = "
            + "2147483647;\n\t\t\tfiles = (\n\(buildFileIDs.joined())\t\t\t);\n"
            + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        frameworks +=
            "\t\t\(frameworksPhase) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n\t\t\tbuildActionMask "
            + "= 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        products +=
            "\t\t\(product) /* Core\(target) */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tpackage = "
            + "\(package) /* XCLocalSwiftPackageReference \"Packages\" */;\n\t\t\tproductName = Core\(target);\n"
            + "\t\t};\n"
        var configurationIDs: [String] = []
        for configuration in ["Debug", "Release"] {
            let configurationID = id()
            configurationIDs.append("\t\t\t\t\(configurationID) /* \(configuration) */,\n")
            var settings = ""
            for setting in 0..<40 {
                settings += "\t\t\t\tSETTING_NUMBER_\(setting)_OF_THE_TARGET = \"value $(inherited) \(setting)\";\n"
            }
            configurations +=
                "\t\t\(configurationID) /* \(configuration) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
                + "\t\t\tbuildSettings = {\n\(settings)\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                + "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) \(configuration.uppercased())\";\n"
                + "\t\t\t\tOTHER_SWIFT_FLAGS = \"-D TRACE\";\n\t\t\t};\n\t\t\tname = \(configuration);\n\t\t};\n"
        }
        lists +=
            "\t\t\(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */ = {\n\t\t\tisa = "
            + "XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\(configurationIDs.joined())\t\t\t);\n"
            + "\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
        nativeTargets +=
            "\t\t\(targetID) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n"
            + "\t\t\tbuildPhases = (\n\t\t\t\t\(sourcesPhase) /* Sources */,\n\t\t\t\t\(frameworksPhase) /* "
            + "Frameworks */,\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \"\(name)\";\n"
            + "\t\t\tpackageProductDependencies = (\n\t\t\t\t\(product) /* Core\(target) */,\n\t\t\t);\n"
            + "\t\t\tproductType = \"com.apple.product-type.\(target == 0 ? "application" : "framework")\";\n"
            + "\t\t};\n"
        targetIDs.append("\t\t\t\t\(targetID) /* \(name) */,\n")
    }
    let mainGroup = id(), project = id()
    groups +=
        "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(mainChildren.joined())\t\t\t);\n"
        + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \(buildFiles)/* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \(fileReferences)/* End PBXFileReference section */

        \(frameworks)\(groups)\(nativeTargets)\t\t\(project) /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = \(mainGroup);
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = (
        \(targetIDs.joined())\t\t\t);
        \t\t};
        \(sources)\(configurations)\(lists)\t\t\(package) /* XCLocalSwiftPackageReference "Packages" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference;
        \t\t\trelativePath = Packages;
        \t\t};
        \(products)\t};
        \trootObject = \(project) /* Project object */;
        }

        """
    return (text, files)
}

func timeXcodeProject(label: String, projectPath: String, root: String, repeats: Int) {
    guard let data = FileManager.default.contents(atPath: projectPath + "/project.pbxproj") else {
        FileHandle.standardError.write(Data("error: cannot read \(projectPath)/project.pbxproj\n".utf8))
        return
    }
    let bytes = Array(data)
    var objects = 0
    var parseBest = Double.infinity
    for _ in 0..<repeats {
        let start = now()
        let value = try? OldStylePropertyListParser.parse(bytes)
        parseBest = min(parseBest, now() - start)
        objects = value?.dictionary?["objects"]?.dictionary?.entries.count ?? 0
    }
    var readBest = Double.infinity
    var project: XcodeProject?
    for _ in 0..<repeats {
        let start = now()
        project = XcodeProjectReader.read(projectPath: projectPath, root: root)
        readBest = min(readBest, now() - start)
    }
    let files = project?.targets.reduce(0) { $0 + $1.swiftFiles.count } ?? 0
    print("\(label).bytes \(bytes.count)")
    print("\(label).objects \(objects)")
    print(
        "\(label).targets \(project?.targets.count ?? 0) swift-files \(files) problems \(project?.problems.count ?? 0)")
    print("\(label).parse.ms \(String(format: "%.1f", parseBest * 1000))")
    print("\(label).read.ms \(String(format: "%.1f", readBest * 1000))")
}

func runXcodeBenchmark(_ options: XcodeBenchmarkOptions) {
    let (text, files) = syntheticXcodeProject(targets: options.targets, filesPerTarget: options.filesPerTarget)
    let projectPath = options.out + "/Synthetic.xcodeproj"
    do {
        try? FileManager.default.removeItem(atPath: options.out)
        try FileManager.default.createDirectory(atPath: projectPath, withIntermediateDirectories: true)
        try text.write(toFile: projectPath + "/project.pbxproj", atomically: true, encoding: .utf8)
        for file in files {
            let path = options.out + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: path, contents: Data("struct T {}\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(
            Data("error: cannot write the synthetic project to '\(options.out)': \(error)\n".utf8))
        exit(73)
    }
    timeXcodeProject(label: "synthetic", projectPath: projectPath, root: options.out, repeats: options.repeats)
    for project in options.projects {
        let absolute = project.hasPrefix("/") ? project : FileManager.default.currentDirectoryPath + "/" + project
        let name = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
        timeXcodeProject(
            label: name, projectPath: absolute, root: (absolute as NSString).deletingLastPathComponent,
            repeats: options.repeats)
    }
}
