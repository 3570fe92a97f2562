#if canImport(SwiftUI)
import SwiftUI
import FeatureKit

/// The profile tab: name, e-mail, membership.
public struct ProfileView: View {
    @State private var model: ProfileViewModel

    public init(model: ProfileViewModel) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        StateView(model.state, retry: { Task { await model.load() } }) { user in
            List {
                Section {
                    LabeledContent("Name", value: model.displayName(of: user))
                    LabeledContent("E-mail", value: user.emailAddress)
                    LabeledContent("Member since", value: user.createdAt.formatted(date: .abbreviated, time: .omitted))
                }
                if model.isPremium(user) {
                    Section {
                        Label("Premium", systemImage: "star.fill")
                    }
                }
            }
        }
        .navigationTitle("Profile")
        .task { await model.load() }
    }
}
#endif
