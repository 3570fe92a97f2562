import Editor
import Library
import UIKit

final class NotesApp {}
