import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished child process printed.
package struct ProcessResult: Sendable {
    package var exitCode: Int32
    package var standardOutput: Data
    package var standardError: Data
    /// True when the child ran past its time limit and was stopped (then `exitCode` is the
    /// signal's number plus 128, as a shell reports it).
    package var timedOut = false
}

/// Why a child process could not be started.
package struct ProcessLaunchError: Error, Sendable, CustomStringConvertible {
    package var executable: String
    package var code: Int32
    package var description: String { "cannot run '\(executable)': \(String(cString: strerror(code)))" }
}

/// Runs a child process to completion, draining both pipes concurrently so a chatty child
/// never blocks on a full pipe.
///
/// Each child leads a process group of its own, so everything it starts (SwiftPM compiles and
/// runs the manifest in further processes) can be ended together: when the time limit passes,
/// when archlint gets SIGINT or SIGTERM (`ChildProcessGroups`), and, through a watchdog, when
/// archlint itself is killed.
package enum ProcessRunner {
    /// Seconds between SIGTERM and SIGKILL when a child group is stopped.
    static let gracePeriod = 2.0

    package static func run(
        executable: String, arguments: [String], environment: [String: String]? = nil,
        currentDirectory: String? = nil, timeout: Double? = nil
    ) throws -> ProcessResult {
        ChildProcessGroups.prepare()
        // Until the child has its ends and the parent's copies are closed, no other child starts
        // (it would inherit them; see SpawnDescriptors).
        SpawnDescriptors.lock.lock()
        var locked = true
        defer { if locked { SpawnDescriptors.lock.unlock() } }
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard makePipe(&output), makePipe(&errors) else {
            throw ProcessLaunchError(executable: executable, code: errno)
        }
        var parentEnds: [Int32] = [output[0], errors[0]]
        defer { for descriptor in parentEnds where descriptor >= 0 { close(descriptor) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        SpawnDescriptors.closeOthers(&actions, from: 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (pgid = the child's pid), default signal handling, nothing blocked.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(
            &attributes,
            Int16(
                Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
                    | SpawnDescriptors.spawnFlags))

        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        // posix_spawn has no portable way to change folder: a shell does it, then becomes the child.
        var command = [executable] + arguments
        var program = executable
        if let currentDirectory {
            command = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", currentDirectory] + command
            program = "/bin/sh"
        }
        var pid: pid_t = 0
        let status = withCStrings(command) { argv in
            withCStrings(environmentLines) { envp in
                posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            }
        }
        close(output[1])
        close(errors[1])
        SpawnDescriptors.lock.unlock()
        locked = false
        guard status == 0 else { throw ProcessLaunchError(executable: executable, code: status) }
        ChildProcessGroups.register(pid)
        defer { ChildProcessGroups.unregister(pid) }

        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var collected = (Data(), Data())
        let timedOut = drain(output[0], errors[0], into: &collected, until: deadline)
        parentEnds = [-1, -1]
        close(output[0])
        close(errors[0])
        var waitStatus: Int32 = 0
        if timedOut {
            waitStatus = stopGroup(pid)
        } else {
            while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        }
        // Whatever the leader left behind in its group goes with it.
        kill(-pid, SIGKILL)
        let exitCode: Int32
        if waitStatus & 0x7F == 0 {
            exitCode = (waitStatus >> 8) & 0xFF
        } else {
            exitCode = 128 + (waitStatus & 0x7F)
        }
        return ProcessResult(
            exitCode: exitCode, standardOutput: collected.0, standardError: collected.1, timedOut: timedOut)
    }

    /// Reads both pipes until both end or `deadline` passes; true when the deadline passed.
    private static func drain(
        _ output: Int32, _ errors: Int32, into collected: inout (Data, Data), until deadline: Date?
    ) -> Bool {
        var open = [output, errors]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open.contains(where: { $0 >= 0 }) {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 { return true }
                wait = Int32(min(left * 1000, 60_000)) + 1
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            for (index, descriptor) in descriptors.enumerated() where descriptor.fd >= 0 && descriptor.revents != 0 {
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    if index == 0 {
                        collected.0.append(contentsOf: buffer[0..<count])
                    } else {
                        collected.1.append(contentsOf: buffer[0..<count])
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = -1
                }
            }
        }
        return false
    }

    /// SIGTERM to the child's group, then SIGKILL if the leader has not ended after the grace
    /// period; returns the leader's wait status.
    private static func stopGroup(_ pid: pid_t) -> Int32 {
        // SwiftPM runs the manifest in a group of its own and does not stop it: find it first,
        // while it still descends from the child.
        kill(-pid, SIGSTOP)
        ChildProcessGroups.endDescendants(of: pid)
        kill(-pid, SIGCONT)
        kill(-pid, SIGTERM)
        let end = Date().addingTimeInterval(gracePeriod)
        var status: Int32 = 0
        while Date() < end {
            if waitpid(pid, &status, WNOHANG) == pid { return status }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Only the child's copies (dup2'd onto 1 and 2) survive exec, and no other child gets them
    /// (called with `SpawnDescriptors.lock` held).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        SpawnDescriptors.pipe(&ends)
    }

    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result)
        -> Result
    {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
