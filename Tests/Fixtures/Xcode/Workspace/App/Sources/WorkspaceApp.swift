import Feature
@main struct WorkspaceApp {}
