import Foundation
import ArchLintSupport

/// Loads an XcodeGen spec and everything it includes into one tree, as XcodeGen's `SpecFile`
/// does: each file read as YAML (or JSON for `.json`), `${VARIABLE}`s replaced from the
/// environment, the paths each file names made relative to the root spec's folder (an included
/// file's paths are relative to that file unless `relativePaths: false`), then every file merged
/// onto what it includes (later includes on top of earlier ones, the including file on top).
/// A file included twice is read and merged once; an include cycle, a missing or unreadable
/// file, a file outside the root is a problem and the rest is read.
struct XcodeGenSpecLoader {
    let root: String
    let environment: [String: String]
    let recorder: InputRecorder?
    private(set) var problems: [XcodeProblem] = []
    /// Every file read, absolute.
    private(set) var readFiles: Set<String> = []
    /// Loaded files by absolute path: a file included twice is read once (the first inclusion's
    /// path prefix applies, as in XcodeGen).
    private var loaded: [String: LoadedFile] = [:]
    /// Specs given in memory (the fuzz target's), read instead of the file.
    private var preloaded: [String: [UInt8]] = [:]

    /// One file with the files it includes.
    private struct LoadedFile {
        var path: String
        var node: XcodeGenSpecNode
        var includes: [String]
    }

    init(root: String, environment: [String: String], recorder: InputRecorder?) {
        self.root = root
        self.environment = environment
        self.recorder = recorder
    }

    /// The merged spec of `specPath` (absolute, inside the root), or nil when the spec itself
    /// cannot be read (a problem says why).
    mutating func load(specPath: String, bytes: [UInt8]? = nil) -> XcodeGenSpecNode? {
        var stack: [String] = []
        preloaded = bytes.map { [specPath: $0] } ?? [:]
        guard
            let loadedPath = loadFile(
                specPath, basePath: XcodePath.parent(of: specPath), prefix: "", includedFrom: nil,
                stack: &stack)
        else { return nil }
        var merged = Set<String>()
        return mergedTree(loadedPath, merged: &merged)
    }

    // MARK: - Reading files

    /// Reads `path` and, recursively, what it includes; `basePath` is the folder its own
    /// `relativePaths: false` includes resolve against, `prefix` what its paths are prefixed with.
    private mutating func loadFile(
        _ written: String, basePath: String, prefix: String,
        includedFrom: XcodeGenOrigin?, stack: inout [String]
    ) -> String? {
        var path = written
        if preloaded[path] == nil, let found = XcodeGenPathCase.existing(path, root: root), found.corrected {
            problem(
                at: includedFrom, file: path,
                XcodeGenMessages.otherCaseOnDisk(
                    "'\(XcodePath.relative(path, to: root))'", onDisk: XcodePath.relative(found.path, to: root))
            )
            path = found.path
        }
        if loaded[path] != nil { return path }
        if stack.contains(path) {
            problem(
                at: includedFrom, file: path,
                "'\(path)' includes itself (through \(stack.count) files); the repeated include is skipped")
            return nil
        }
        guard stack.count < 64 else {
            problem(at: includedFrom, file: path, "includes nested more than 64 files deep; '\(path)' is not read")
            return nil
        }
        guard XcodePath.isInside(path, root: root) else {
            problem(at: includedFrom, file: path, "'\(path)' is outside the root (\(root)); not read")
            return nil
        }
        if preloaded[path] == nil, let real = PathUtilities.realPath(path), let realRoot = PathUtilities.realPath(root),
            !PathUtilities.isInside(real, realRoot)
        {
            problem(
                at: includedFrom, file: path,
                "'\(path)' leads outside the root through a symbolic link (to '\(real)'); not read")
            return nil
        }
        recorder?.record(path)
        readFiles.insert(path)
        let data: Data
        switch preloaded[path].map({ Result<Data, ReadFailure>.success(Data($0)) })
            ?? FileBuffer.contents(of: path, limit: InputLimits.projectFileBytes)
        {
        case .success(let contents): data = contents
        case .failure(let failure):
            let what = includedFrom == nil ? "the spec" : "the included spec"
            // An include that cannot be read leaves its targets unchecked: the input is partial.
            problem(at: includedFrom, file: path, "cannot read \(what) '\(path)' (\(failure))", severity: .error)
            return nil
        }
        let document: YAMLNode?
        if XcodePath.fileExtension(of: path)?.lowercased() == "json" {
            do {
                document = YAMLNode(json: try JSONParser.parse(bytes: Array(data)))
            } catch {
                problems.append(
                    XcodeProblem(
                        path: path, line: error.position.line, column: error.position.column,
                        severity: .error,
                        message: "\(error.reason) (the spec is not valid JSON; nothing in it is read)"))
                return nil
            }
        } else {
            do {
                document = try YAMLParser.parseDocument(Array(data))
            } catch {
                problems.append(
                    XcodeProblem(
                        path: path, line: error.position.line, column: error.position.column,
                        severity: .error,
                        message: "\(error.reason) (nothing in this spec is read)"))
                return nil
            }
        }
        var node: XcodeGenSpecNode
        let origin = XcodeGenOrigin(file: path, position: TextPosition(line: 1, column: 1), range: 0..<0)
        if let document {
            node = XcodeGenSpecNode(document, file: path)
            if node.entries == nil && !(node.scalar?.isEmpty ?? false) {
                // XcodeGen reads a document that is not a mapping as an empty spec.
                problems.append(
                    XcodeProblem(
                        path: path, line: node.origin.position.line, column: node.origin.position.column,
                        severity: .warning,
                        message: "the spec holds \(node.kindName), not a mapping of project keys (name, targets...); "
                            + "nothing in it is read"))
                node = .emptyMapping(at: origin)
            } else if node.entries == nil {
                node = .emptyMapping(at: origin)
            }
        } else {
            node = .emptyMapping(at: origin)
        }
        node = node.expanded(environment)
        node = Self.resolvingPaths(in: node, prefix: prefix)

        // Includes: a path, or {path, relativePaths, enable}; a list of them or one.
        var includes: [String] = []
        let fileFolder = XcodePath.parent(of: path)
        stack.append(path)
        defer { stack.removeLast() }
        let written = node["include"].map { $0.elements ?? [$0] } ?? []
        for include in written {
            var includePath: String?
            var relativePaths = true
            var enabled = true
            if let string = include.string {
                includePath = string
            } else if include.entries != nil {
                includePath = include["path"]?.string
                if let value = include["relativePaths"] { relativePaths = Self.boolean(value) ?? true }
                if let value = include["enable"] { enabled = Self.boolean(value) ?? true }
            }
            guard let includePath, !includePath.isEmpty else {
                problem(
                    at: include.origin, file: path,
                    "an include is \(include.kindName), not a path or {path: ...}; it is skipped",
                    severity: .warning)
                continue
            }
            guard enabled else { continue }
            // XcodeGen: the included file's base is this file's folder (relativePaths) or this
            // file's own base; its paths are prefixed with the folder the include names.
            let includeBase = relativePaths ? fileFolder : basePath
            let target = XcodePath.resolve(includePath, against: includeBase)
            let includePrefix = relativePaths ? Self.join(prefix, Self.parentOfRelative(includePath)) : prefix
            if let loadedPath = loadFile(
                target, basePath: includeBase, prefix: includePrefix, includedFrom: include.origin, stack: &stack)
            {
                includes.append(loadedPath)
            }
        }
        loaded[path] = LoadedFile(path: path, node: node, includes: includes)
        return path
    }

    /// `file` merged onto its includes; a file already merged elsewhere adds nothing again.
    private func mergedTree(_ path: String, merged: inout Set<String>) -> XcodeGenSpecNode {
        guard let file = loaded[path] else {
            return .emptyMapping(
                at: XcodeGenOrigin(file: path, position: TextPosition(line: 1, column: 1), range: 0..<0))
        }
        guard merged.insert(path).inserted else { return .emptyMapping(at: file.node.origin) }
        var base = XcodeGenSpecNode.emptyMapping(at: file.node.origin)
        for include in file.includes {
            base = mergedTree(include, merged: &merged).merged(onto: base)
        }
        return file.node.merged(onto: base)
    }

    /// A boolean as `Include` reads one: a YAML boolean, or a string NSString's `boolValue`
    /// takes as true (starting with Y, y, T, t or a digit 1-9 after optional blanks and zeros).
    static func boolean(_ node: XcodeGenSpecNode) -> Bool? {
        if let bool = node.bool { return bool }
        guard let text = node.text else { return nil }
        var characters = text.drop { $0 == " " || $0 == "\t" }
        if characters.first == "+" || characters.first == "-" { characters = characters.dropFirst() }
        characters = characters.drop { $0 == "0" }
        guard let first = characters.first else { return false }
        return "YyTt123456789".contains(first)
    }

    private mutating func problem(
        at origin: XcodeGenOrigin?, file: String, _ message: String,
        severity: XcodeProblem.Severity = .warning
    ) {
        if let origin {
            problems.append(
                XcodeProblem(
                    path: origin.file, line: origin.position.line, column: origin.position.column,
                    severity: severity, message: message))
        } else {
            problems.append(XcodeProblem(path: file, severity: severity, message: message))
        }
    }

    // MARK: - Paths

    /// The folder part of a relative path (`a/b.yml` -> `a`, `b.yml` -> ``).
    static func parentOfRelative(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `prefix` joined with `path` and folded (`a` + `../b` = `b`); an absolute `path` stays.
    static func join(_ prefix: String, _ path: String) -> String {
        if path.hasPrefix("/") || prefix.isEmpty { return prefix.isEmpty ? foldRelative(path) : path }
        if path.isEmpty { return foldRelative(prefix) }
        return foldRelative(prefix + "/" + path)
    }

    /// Folds `.` and `..` of a relative path lexically, keeping leading `..`.
    static func foldRelative(_ path: String) -> String {
        path.hasPrefix("/") ? LexicalPath.normalizeAbsolute(path) : LexicalPath.normalizeRelative(path)
    }

    /// The spec with the paths XcodeGen resolves against an included file's folder prefixed
    /// (`Project.pathProperties`, for the properties archlint reads): `configFiles`, each target's
    /// and target template's `sources` (strings and `path:`), `configFiles`, `info.path`,
    /// `entitlements.path` and `framework` dependencies, `packages.*.path`, `localPackages`,
    /// `projectReferences.*.path`.
    static func resolvingPaths(in spec: XcodeGenSpecNode, prefix: String) -> XcodeGenSpecNode {
        guard !prefix.isEmpty, spec.entries != nil else { return spec }
        func prefixed(_ node: XcodeGenSpecNode) -> XcodeGenSpecNode {
            guard var scalar = node.scalar, case .string(let text) = scalar.value else { return node }
            scalar.text = join(prefix, text)
            scalar.tag = .string
            var copy = node
            copy.content = .scalar(scalar)
            return copy
        }
        func mapValues(_ node: XcodeGenSpecNode, _ transform: (XcodeGenSpecNode) -> XcodeGenSpecNode)
            -> XcodeGenSpecNode
        {
            guard case .mapping(let entries) = node.content else { return node }
            var copy = node
            copy.content = .mapping(
                entries.map { .init(key: $0.key, keyOrigin: $0.keyOrigin, value: transform($0.value)) })
            return copy
        }
        func mapElements(_ node: XcodeGenSpecNode, _ transform: (XcodeGenSpecNode) -> XcodeGenSpecNode)
            -> XcodeGenSpecNode
        {
            guard case .sequence(let elements) = node.content else { return node }
            var copy = node
            copy.content = .sequence(elements.map(transform))
            return copy
        }
        func keyed(_ node: XcodeGenSpecNode, _ key: String, _ transform: (XcodeGenSpecNode) -> XcodeGenSpecNode)
            -> XcodeGenSpecNode
        {
            guard let value = node[key] else { return node }
            return node.setting(key, transform(value))
        }
        func target(_ node: XcodeGenSpecNode) -> XcodeGenSpecNode {
            var node = node
            node = keyed(node, "sources") { sources in
                if sources.scalar != nil { return prefixed(sources) }
                return mapElements(sources) { source in
                    source.entries != nil ? keyed(source, "path", prefixed) : prefixed(source)
                }
            }
            node = keyed(node, "configFiles") { mapValues($0, prefixed) }
            node = keyed(node, "info") { keyed($0, "path", prefixed) }
            node = keyed(node, "entitlements") { keyed($0, "path", prefixed) }
            node = keyed(node, "dependencies") { dependencies in
                mapElements(dependencies) { keyed($0, "framework", prefixed) }
            }
            return node
        }
        var spec = spec
        spec = keyed(spec, "configFiles") { mapValues($0, prefixed) }
        spec = keyed(spec, "targets") { mapValues($0, target) }
        spec = keyed(spec, "targetTemplates") { mapValues($0, target) }
        spec = keyed(spec, "packages") { mapValues($0) { keyed($0, "path", prefixed) } }
        spec = keyed(spec, "localPackages") { mapElements($0, prefixed) }
        spec = keyed(spec, "projectReferences") { mapValues($0) { keyed($0, "path", prefixed) } }
        spec = keyed(spec, "options") { keyed($0, "carthageBuildPath", prefixed) }
        return spec
    }
}
