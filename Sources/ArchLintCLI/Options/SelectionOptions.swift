import ArchLintSupport
import ArchLintGraph

/// Which build to judge: the platform, the configuration and extra compilation conditions,
/// for `#if` and `.when(...)`. Without them the graph is the union of every branch.
enum SelectionOptions {
    static var group: OptionGroup<BuildSelection> {
        OptionGroup(
            title: "BUILD SELECTION",
            options: [
                Option(
                    ["--platform"], .required("NAME"),
                    help: """
                        Evaluate `#if` and `.when(platforms:)` for one platform:
                        \(BuildSelection.platforms.joined(separator: ", ")).
                        """
                ) { selection, value throws(UsageError) in
                    let name = value!.lowercased()
                    guard BuildSelection.platforms.contains(name) else {
                        let suggestion =
                            Suggestion.nearest(to: name, in: BuildSelection.platforms).map { "; did you mean '\($0)'?" }
                            ?? ""
                        throw UsageError(
                            message:
                                "unknown platform '\(name)'\(suggestion) (platforms: "
                                + "\(BuildSelection.platforms.joined(separator: ", ")))"
                        )
                    }
                    selection.platform = name
                },
                Option(
                    ["--configuration"], .required("C"),
                    help: "debug or release: decides `#if DEBUG` and `.when(configuration:)`."
                ) { selection, value throws(UsageError) in
                    let name = value!.lowercased()
                    guard BuildSelection.configurations.contains(name) else {
                        throw UsageError(message: "--configuration takes debug or release, not '\(value!)'")
                    }
                    selection.configuration = name
                },
                Option(
                    ["-D"], .required("FLAG"),
                    help: """
                        A compilation condition set for every target (repeatable).
                        Without these, the graph is the union of every branch.
                        """
                ) { selection, value in
                    selection.flags.insert(value!)
                },
            ])
    }
}
