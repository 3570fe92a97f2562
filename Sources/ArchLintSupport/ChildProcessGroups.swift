import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process groups of archlint's running children (SwiftPM's `dump-package` and what it
/// starts), ended with archlint:
///
/// - on SIGINT (Ctrl-C), SIGTERM or SIGHUP, a handler sends SIGKILL to every group, then lets
///   the signal end archlint as it would have;
/// - on SIGKILL, which no process can catch, a watchdog ends them: a `/bin/sh` started once,
///   in a group of its own, that reads the groups' ids from a socket only archlint holds. When
///   archlint dies the socket closes and the watchdog kills every group still listed. (Without
///   `/bin/sh` there is no watchdog: children of a killed archlint then run until they end, or
///   forever for a manifest that loops.)
///
/// SwiftPM runs the compiled manifest in a process group of its own, and leaves it running when
/// `swift-package` itself is stopped. So on Linux a monitor reads `/proc` every
/// `monitorInterval` while children run and tracks the groups of all their descendants too;
/// stopping a child (time limit) reads `/proc` once more first. (Elsewhere only the children's
/// own groups are tracked.)
///
/// The handler may only call what is safe in a signal handler, so the ids live in a fixed
/// table of plain integers, not behind a lock.
package enum ChildProcessGroups {
    /// Seconds between two looks at `/proc` for descendants of running children.
    static let monitorInterval = 0.2
    /// Children being run (their pids, each leading its group) and the descendant groups seen.
    private static let tracked = Locked<(children: Set<pid_t>, descendants: Set<pid_t>, monitoring: Bool)>(
        ([], [], false))
    /// At most this many children at once are tracked (one per core dumps manifests).
    static let capacity = 256
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<Int32> = {
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        table.initialize(repeating: 0, count: capacity)
        return table
    }()
    private static let slots = Locked<Set<Int>>([])
    private static let setup = Locked<Watchdog?>(nil)

    /// Lets SIGINT, SIGTERM and SIGHUP reach the calling thread (the executable calls it first
    /// thing, on the main thread). A parent can hand archlint these signals blocked by accident
    /// (a program that starts it from a worker thread of its own): archlint would then ignore
    /// Ctrl-C and `kill`. Ignoring them on purpose (`nohup`) is a disposition, not a mask, and
    /// stays as it is.
    package static func acceptTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Installs the signal handlers and starts the watchdog, once per process.
    static func prepare() {
        setup.withLock { watchdog in
            guard watchdog == nil else { return }
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                var action = sigaction()
                #if canImport(Glibc)
                    action.__sigaction_handler.sa_handler = { signal in ChildProcessGroups.endAllAndReraise(signal) }
                #else
                    action.__sigaction_u.__sa_handler = { signal in ChildProcessGroups.endAllAndReraise(signal) }
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                // A signal the user's shell ignores (nohup) stays ignored.
                #if canImport(Glibc)
                    let ignored =
                        unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
                        == unsafeBitCast(SIG_IGN, to: Int.self)
                #else
                    let ignored =
                        unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self)
                        == unsafeBitCast(SIG_IGN, to: Int.self)
                #endif
                if !ignored { sigaction(signal, &action, nil) }
            }
            watchdog = Watchdog.start() ?? Watchdog(input: -1)
        }
    }

    /// Starts tracking a child that leads its own group.
    static func register(_ child: pid_t) {
        track(child)
        #if os(Linux)
            let startMonitor = tracked.withLock { state -> Bool in
                state.children.insert(child)
                guard !state.monitoring else { return false }
                state.monitoring = true
                return true
            }
            if startMonitor {
                Thread.detachNewThread {
                    while true {
                        Thread.sleep(forTimeInterval: monitorInterval)
                        guard refreshDescendants() else { return }
                    }
                }
            }
        #endif
    }

    /// Stops tracking a child that has ended; its descendants' groups are ended with it.
    static func unregister(_ child: pid_t) {
        untrack(child)
        #if os(Linux)
            let leftover = tracked.withLock { state -> Set<pid_t> in
                state.children.remove(child)
                if !state.children.isEmpty { return [] }
                defer { state.descendants = [] }
                return state.descendants
            }
            for group in leftover {
                kill(-group, SIGKILL)
                untrack(group)
            }
        #endif
    }

    /// Reads `/proc` now and tracks every descendant group of the running children (before a
    /// child is stopped, so none escapes).
    static func captureDescendants() {
        #if os(Linux)
            _ = refreshDescendants()
        #endif
    }

    /// The groups of every descendant of `child` (not its own), from `/proc`.
    static func descendantGroups(of children: Set<pid_t>) -> Set<pid_t> {
        var childrenOf: [pid_t: [pid_t]] = [:]
        var groupOf: [pid_t: pid_t] = [:]
        var buffer = FileBuffer()
        defer { buffer.release() }
        for entry in DirectoryListing.entries(of: "/proc") ?? [] {
            // `/proc` files report a size of 0: read to the end, not by the size.
            guard let pid = pid_t(entry.name),
                case .success(let bytes) = buffer.read("/proc/\(entry.name)/stat", limit: 4096)
            else { continue }
            let stat = String(decoding: bytes, as: UTF8.self)
            guard let close = stat.lastIndex(of: ")") else { continue }
            // "pid (name) state ppid pgrp ...": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { continue }
            childrenOf[parent, default: []].append(pid)
            groupOf[pid] = group
        }
        var groups: Set<pid_t> = []
        var pending = Array(children)
        var seen = Set(children)
        while let pid = pending.popLast() {
            for next in childrenOf[pid] ?? [] where seen.insert(next).inserted {
                if let group = groupOf[next], !children.contains(group) { groups.insert(group) }
                pending.append(next)
            }
        }
        return groups
    }

    /// One look at `/proc`; false once no child is running (the monitor then stops).
    private static func refreshDescendants() -> Bool {
        let children = tracked.withLock { state -> Set<pid_t>? in
            if state.children.isEmpty { state.monitoring = false; return nil }
            return state.children
        }
        guard let children else { return false }
        let found = descendantGroups(of: children)
        let added = tracked.withLock { state -> Set<pid_t> in
            let added = found.subtracting(state.descendants)
            state.descendants.formUnion(added)
            return added
        }
        for group in added { track(group) }
        return true
    }

    private static func track(_ group: pid_t) {
        let slot: Int? = slots.withLock { used in
            guard let free = (0..<capacity).first(where: { !used.contains($0) }) else { return nil }
            used.insert(free)
            return free
        }
        if let slot { table[slot] = group }
        setup.withLock { $0?.say("+\(group)") }
    }

    private static func untrack(_ group: pid_t) {
        slots.withLock { used in
            for slot in used where table[slot] == group {
                table[slot] = 0
                used.remove(slot)
                break
            }
        }
        setup.withLock { $0?.say("-\(group)") }
    }

    /// Ends the groups of `child`'s descendants now (the child's own group is its caller's).
    static func endDescendants(of child: pid_t) {
        #if os(Linux)
            for group in descendantGroups(of: [child]) { kill(-group, SIGKILL) }
        #endif
    }

    /// The signal handler: only async-signal-safe calls.
    private static func endAllAndReraise(_ signal: Int32) {
        for slot in 0..<capacity {
            let group = table[slot]
            if group > 0 { kill(-group, SIGKILL) }
        }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }

    /// The watchdog's end of the conversation: a socket whose other end is the shell's input.
    struct Watchdog {
        var input: Int32

        /// Lines `+ID` add a group, `-ID` remove one; at the end of input (archlint gone, by
        /// any means) every group listed gets SIGKILL. The shell ignores the signals that end
        /// archlint, so it outlives it.
        static let script = """
            trap '' INT TERM HUP
            live=" "
            while IFS= read -r line; do
              case $line in
                +*) live="$live${line#+} " ;;
                -*) g=${line#-}; case $live in *" $g "*) live="${live%% $g *} ${live#* $g }" ;; esac ;;
              esac
            done
            for g in $live; do kill -9 "-$g" 2>/dev/null; done
            """

        static func start() -> Watchdog? {
            // A socket rather than a pipe: writing to it after the watchdog died must fail with
            // EPIPE, not kill archlint with SIGPIPE.
            // archlint's end must not leak into any child, or the pipe would outlive archlint;
            // and no child's pipe may leak into the watchdog, which outlives every child: made
            // and spawned under the lock every spawn holds (see SpawnDescriptors).
            SpawnDescriptors.lock.lock()
            defer { SpawnDescriptors.lock.unlock() }
            var ends: [Int32] = [-1, -1]
            guard SpawnDescriptors.socketPair(&ends) else { return nil }
            #if !canImport(Glibc)
                var on: Int32 = 1
                setsockopt(ends[1], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            SpawnDescriptors.closeOthers(&actions, from: 3)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETPGROUP) | SpawnDescriptors.spawnFlags))
            var pid: pid_t = 0
            let arguments: [UnsafeMutablePointer<CChar>?] =
                ["/bin/sh", "-c", script, "archlint-watchdog"].map { (text: String) in strdup(text) } + [nil]
            defer { for argument in arguments { free(argument) } }
            let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environ)
            close(ends[0])
            guard status == 0 else {
                close(ends[1])
                return nil
            }
            // Never waited for: it ends after archlint. SIGCHLD's default already discards it.
            return Watchdog(input: ends[1])
        }

        func say(_ line: String) {
            guard input >= 0 else { return }
            let bytes = Array((line + "\n").utf8)
            #if canImport(Glibc)
                _ = bytes.withUnsafeBytes { send(input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
                _ = bytes.withUnsafeBytes { send(input, $0.baseAddress, $0.count, 0) }
            #endif
        }
    }
}
