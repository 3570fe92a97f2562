import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the pipes archlint makes for one child out of every other child.
///
/// archlint starts children from several threads at once (one `dump-package` per package, the
/// watchdog). A child that inherits another child's pipe keeps that pipe open after its owner
/// exits, and the thread reading it waits for an end that comes only when the inheritor ends:
/// the watchdog lives as long as archlint, so a pipe it inherited never ended and its reader
/// waited forever. Marking the ends close-on-exec a moment after making them left a window in
/// which another thread could spawn, so:
/// - a pipe or socket for a child is made, marked close-on-exec, and handed to its child while
///   `lock` is held, and every spawn holds `lock`: no spawn happens inside that window;
/// - each spawn also closes in the child everything but the descriptors its file actions set up,
///   which covers descriptors other code opened without close-on-exec (Foundation's `Process`
///   makes a socket pair per child it runs; a watchdog that inherited one kept it open, and that
///   `Process` waited forever for its child's end): `POSIX_SPAWN_CLOEXEC_DEFAULT` on Darwin, a
///   close action for each descriptor `/proc/self/fd` lists on Linux.
package enum SpawnDescriptors {
    /// Held from making a child's descriptors to closing the parent's copies of the child's ends.
    package static let lock = NSLock()

    /// A pipe whose two ends are close-on-exec; false when the system refuses one. Call with
    /// `lock` held.
    package static func pipe(_ ends: inout [Int32]) -> Bool {
        #if canImport(Glibc)
            guard Glibc.pipe(&ends) == 0 else { return false }
        #else
            guard Darwin.pipe(&ends) == 0 else { return false }
        #endif
        for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// A connected pair of stream sockets, both close-on-exec. Call with `lock` held.
    package static func socketPair(_ ends: inout [Int32]) -> Bool {
        #if canImport(Glibc)
            return socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
        #else
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return false }
            for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return true
        #endif
    }

    /// Spawn flags to add: on Darwin, close in the child every descriptor the file actions do not
    /// set up.
    package static var spawnFlags: Int32 {
        #if canImport(Glibc)
            0
        #else
            Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
    }

    /// Adds to `actions` the closing, in the child, of every descriptor from `first` up that is
    /// open now (listed in `/proc/self/fd`), to run after the descriptors below `first` are set
    /// up. A descriptor closed in between is no error (a close action fails the spawn only for a
    /// number out of range). Does nothing where there is no `/proc` (Darwin: `spawnFlags` does
    /// it). Call with `lock` held.
    package static func closeOthers(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
        #if canImport(Glibc)
            // glibc's posix_spawn_file_actions_addclosefrom_np would do it in one action, but Swift's
            // Glibc module does not declare it, and calling it through a C function pointer type
            // breaks `swiftc -dump-parse`'s JSON, which the import scanner is tested against.
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
            for descriptor in names.compactMap({ Int32($0) }).sorted() where descriptor >= first {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        #endif
    }
}
