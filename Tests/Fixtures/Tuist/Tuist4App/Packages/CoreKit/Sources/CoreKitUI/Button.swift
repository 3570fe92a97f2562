import SwiftUI

public struct PrimaryButton: View {
    public var body: some View { Text("OK") }
}
