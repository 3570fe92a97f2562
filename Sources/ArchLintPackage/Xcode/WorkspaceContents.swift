import Foundation

/// The files an Xcode workspace names, read from its `contents.xcworkspacedata`.
///
/// A tiny tolerant reader, not an XML parser: it finds `<FileRef location="...">` and
/// `<Group location="...">` tags, follows group nesting, and resolves each location the way
/// Xcode does: `group:` relative to the enclosing group (the workspace's folder at the top),
/// `container:` and `self:` relative to the workspace's folder, `absolute:` as is. Anything else
/// (`developer:`) lies outside every project and is skipped.
struct WorkspaceContents {
    /// One named file: its absolute normalized path, or why it has none, and the line it is on.
    struct Reference: Equatable {
        var location: String
        var path: String?
        var line: Int
    }

    var references: [Reference] = []

    /// `text` is the workspace data of the workspace at `workspacePath` (absolute).
    init(text: String, workspacePath: String) {
        let container = XcodePath.parent(of: workspacePath)
        var groups: [String] = [container]
        let bytes = Array(text.utf8)
        var position = 0
        var line = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            // One tag: up to the next '>' outside a quoted attribute value.
            let tagLine = line
            var end = position + 1
            var quote: UInt8?
            while end < bytes.count {
                let current = bytes[end]
                if current == 0x0A { line += 1 }
                if let open = quote {
                    if current == open { quote = nil }
                } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    quote = current
                } else if current == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            let tag = String(decoding: bytes[(position + 1)..<min(end, bytes.count)], as: UTF8.self)
            position = end + 1
            let selfClosing = tag.hasSuffix("/")
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
            } else if tag.hasPrefix("Group") {
                let location = Self.attribute("location", in: tag)
                let path = location.flatMap { Self.resolve($0, group: groups.last ?? container, container: container) }
                if !selfClosing { groups.append(path ?? groups.last ?? container) }
            } else if tag.hasPrefix("FileRef"), let location = Self.attribute("location", in: tag) {
                references.append(
                    Reference(
                        location: location,
                        path: Self.resolve(location, group: groups.last ?? container, container: container),
                        line: tagLine))
            }
        }
    }

    static func resolve(_ location: String, group: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return XcodePath.resolve(location, against: group) }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return XcodePath.resolve(path, against: group)
        case "container", "self": return XcodePath.resolve(path, against: container)
        case "absolute": return path.hasPrefix("/") ? XcodePath.normalize(path) : nil
        default: return nil
        }
    }

    /// The value of attribute `name` in the text of one tag, XML entities decoded.
    static func attribute(_ name: String, in tag: String) -> String? {
        var searchStart = tag.startIndex
        while let range = tag.range(of: name, range: searchStart..<tag.endIndex) {
            searchStart = range.upperBound
            // A whole attribute name: preceded by whitespace.
            guard range.lowerBound > tag.startIndex, tag[tag.index(before: range.lowerBound)].isWhitespace else {
                continue
            }
            var index = range.upperBound
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "=" else { continue }
            index = tag.index(after: index)
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "\"" || tag[index] == "'" else { continue }
            let quote = tag[index]
            let valueStart = tag.index(after: index)
            guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
            return decodeEntities(String(tag[valueStart..<valueEnd]))
        }
        return nil
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) <= 10
            else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            var decoded: String?
            switch entity {
            case "amp": decoded = "&"
            case "quot": decoded = "\""
            case "apos": decoded = "'"
            case "lt": decoded = "<"
            case "gt": decoded = ">"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
                        String(Character($0))
                    }
                } else if entity.hasPrefix("#") {
                    decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
