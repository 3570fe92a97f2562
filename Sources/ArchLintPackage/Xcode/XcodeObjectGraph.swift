/// The objects of a `project.pbxproj` by identifier, with the group tree that gives every file
/// reference its place on disk.
struct XcodeObjectGraph {
    /// Where a file or group reference points.
    enum Location: Equatable {
        /// An absolute, normalized path (not yet checked against the root).
        case path(String)
        /// Outside the source tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, another
        /// build setting): built or shipped by someone else, never a source under the root.
        case outsideSourceTree(String)
        /// Not resolvable, and why.
        case unresolved(String)
    }

    let objects: [String: PropertyListDictionary]
    let rootObjectID: String
    let project: PropertyListDictionary
    /// The folder SRCROOT names: the project's folder joined with `projectDirPath`.
    let projectDirectory: String
    /// Parent group of every group child.
    private let parents: [String: String]
    /// Locations already resolved: siblings share their parents' walk.
    private let resolved = LocationCache()

    private final class LocationCache {
        var locations: [String: Location] = [:]
    }

    /// `top` is the file's top-level dictionary; nil when it is not a project (the message says why).
    init(top: PropertyListDictionary, projectFolder: String) throws(XcodeObjectGraphError) {
        guard let objectsValue = top.entries["objects"] else {
            throw XcodeObjectGraphError(
                line: top.line, message: "no 'objects' dictionary: this is not an Xcode project file")
        }
        guard let objectsDictionary = objectsValue.value.dictionary else {
            throw XcodeObjectGraphError(line: objectsValue.line, message: "'objects' is not a dictionary")
        }
        guard let rootEntry = top.entries["rootObject"], let rootID = rootEntry.value.string else {
            throw XcodeObjectGraphError(line: top.line, message: "no 'rootObject': this is not an Xcode project file")
        }
        var objects: [String: PropertyListDictionary] = [:]
        objects.reserveCapacity(objectsDictionary.entries.count)
        for (id, entry) in objectsDictionary.entries {
            guard var object = entry.value.dictionary else { continue }
            // The line of the identifier (`ABC123 /* App */ = {`) is where the object is declared.
            object.line = entry.line
            objects[id] = object
        }
        guard let project = objects[rootID], project.string("isa") == "PBXProject" else {
            throw XcodeObjectGraphError(
                line: rootEntry.line, message: "'rootObject' \(rootID) is not a PBXProject object")
        }
        self.objects = objects
        self.rootObjectID = rootID
        self.project = project
        self.projectDirectory = XcodePath.resolve(project.string("projectDirPath") ?? "", against: projectFolder)

        var parents: [String: String] = [:]
        for (id, object) in objects {
            switch object.string("isa") {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                for child in object.strings("children") where parents[child] == nil { parents[child] = id }
            default:
                continue
            }
        }
        self.parents = parents
    }

    subscript(id: String) -> PropertyListDictionary? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?.string("isa") }

    /// The objects named by the identifiers of array `key` of `object`, in order, missing ones skipped.
    func objects(_ key: String, of object: PropertyListDictionary) -> [(id: String, object: PropertyListDictionary)] {
        object.strings(key).compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The package product dependencies target `target` links, in order: those its
    /// `packageProductDependencies` lists, then those its Frameworks phases link through a build
    /// file's `productRef` that the list lacks (Xcode links what that phase holds: a hand-merged
    /// project). What the reader reads as linked, and what `archlint fix` unlinks.
    static func linkedPackageProducts(
        of target: PropertyListDictionary, in objects: [String: PropertyListDictionary]
    ) -> [(id: String, object: PropertyListDictionary)] {
        var products: [(id: String, object: PropertyListDictionary)] = target.strings("packageProductDependencies")
            .compactMap { id in objects[id].map { (id, $0) } }
        var listed = Set(products.map(\.id))
        for phase in target.strings("buildPhases") where objects[phase]?.string("isa") == "PBXFrameworksBuildPhase" {
            for file in objects[phase]?.strings("files") ?? [] {
                guard let id = objects[file]?.string("productRef"), let product = objects[id],
                    product.string("isa") == "XCSwiftPackageProductDependency", listed.insert(id).inserted
                else { continue }
                products.append((id, product))
            }
        }
        return products
    }

    /// Where the file or group `id` is, following `sourceTree` up the group tree: `<group>` is
    /// relative to the parent group's folder, `SOURCE_ROOT` to SRCROOT, `<absolute>` is absolute.
    func location(of id: String) -> Location {
        location(of: id, depth: 0)
    }

    private func location(of id: String, depth: Int) -> Location {
        if let known = resolved.locations[id] { return known }
        guard depth < 128 else { return .unresolved("the group tree loops or nests more than 128 deep") }
        guard let object = objects[id] else { return .unresolved("no object \(id)") }
        let path = object.string("path") ?? ""
        let sourceTree = object.string("sourceTree") ?? "<group>"
        let result: Location
        switch sourceTree {
        case "<group>":
            let base: Location
            if let parent = parents[id] {
                base = location(of: parent, depth: depth + 1)
            } else {
                // The main group, or an object in no group: relative to the project's folder.
                base = .path(projectDirectory)
            }
            if case .path(let folder) = base {
                result = Self.expand(path, relativeTo: folder, projectDirectory: projectDirectory)
            } else {
                result = base
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            result = Self.expand(path, relativeTo: projectDirectory, projectDirectory: projectDirectory)
        case "<absolute>":
            result =
                path.hasPrefix("/") || path.hasPrefix("$(")
                ? Self.expand(path, relativeTo: "/", projectDirectory: projectDirectory)
                : .unresolved("an <absolute> path that is not absolute: '\(path)'")
        default:
            result = .outsideSourceTree(sourceTree)
        }
        resolved.locations[id] = result
        return result
    }

    /// `path` against `folder`, with a leading `$(SRCROOT)`-style variable expanded.
    private static func expand(_ path: String, relativeTo folder: String, projectDirectory: String) -> Location {
        guard path.utf8.contains(UInt8(ascii: "$")) else { return .path(XcodePath.resolve(path, against: folder)) }
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for spelling in ["$(\(variable))", "${\(variable)}"] where path.hasPrefix(spelling) {
                let rest = path.dropFirst(spelling.count)
                return .path(XcodePath.resolve("." + rest, against: projectDirectory))
            }
        }
        return .unresolved("the path '\(path)' names a build setting archlint does not resolve")
    }
}

/// Why a property list is not an Xcode project's object graph.
struct XcodeObjectGraphError: Error {
    var line: Int
    var message: String
}
