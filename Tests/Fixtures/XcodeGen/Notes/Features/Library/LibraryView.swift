import Storage
import Editor

public struct LibraryView {}
