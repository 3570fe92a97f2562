import ProjectDescription

let config = Config(
    plugins: [
        // Tuist resolves a configuration's paths against the file itself, as if it were a folder:
        // this is <root>/Plugins/ModulePlugin (the form of Tuist's own app_with_plugins fixture).
        .local(path: .relativeToManifest("../../Plugins/ModulePlugin")),
    ],
    generationOptions: .options()
)
