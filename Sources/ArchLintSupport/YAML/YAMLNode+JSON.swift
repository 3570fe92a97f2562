extension YAMLNode {
    /// A JSON document as YAML nodes (JSON is YAML's flow subset), so that one reader serves
    /// `project.json` and `project.yml`: objects become mappings, arrays sequences, and strings,
    /// numbers, booleans and null scalars whose `tag` keeps their JSON type. Positions are
    /// kept; byte ranges are not (the JSON reader does not record them), so they are empty.
    package init(json: JSONValue) {
        let position = json.position
        switch json {
        case .object(let members, _):
            var size = 1
            let entries = members.map { member -> YAMLEntry in
                let key = YAMLNode(
                    content: .scalar(YAMLScalar(text: member.key, style: .doubleQuoted, tag: .string)),
                    position: member.position, range: 0..<0)
                let value = YAMLNode(json: member.value)
                size += 1 + value.expandedSize
                return YAMLEntry(key: key, value: value)
            }
            self.init(content: .mapping(entries), position: position, range: 0..<0, isFlow: true, expandedSize: size)
        case .array(let items, _):
            let elements = items.map(YAMLNode.init(json:))
            self.init(
                content: .sequence(elements), position: position, range: 0..<0, isFlow: true,
                expandedSize: elements.reduce(1) { $0 + $1.expandedSize })
        case .string(let text, _):
            self.init(
                content: .scalar(YAMLScalar(text: text, style: .doubleQuoted, tag: .string)), position: position,
                range: 0..<0)
        case .number(let number, _):
            let text = Int(exactly: number).map(String.init) ?? String(describing: number)
            self.init(
                content: .scalar(
                    YAMLScalar(text: text, style: .plain, tag: Int(exactly: number) == nil ? .float : .int)),
                position: position, range: 0..<0)
        case .bool(let bool, _):
            self.init(
                content: .scalar(YAMLScalar(text: bool ? "true" : "false", style: .plain, tag: .bool)),
                position: position, range: 0..<0)
        case .null:
            self.init(
                content: .scalar(YAMLScalar(text: "", style: .plain, tag: .null)), position: position, range: 0..<0)
        }
    }
}
