import Journal
import Shared
import SyncKit

@main
struct MailApp {
    static func main() {
        Log.info("mail")
        Store().save("draft")
        SyncClient().push("inbox")
    }
}
