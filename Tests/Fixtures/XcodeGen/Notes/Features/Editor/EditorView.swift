import Storage

public struct EditorView {}
