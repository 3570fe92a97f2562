import UIKit
import QuickLook
import Alamofire

/// Shows the PDF receipt of a sent payment. It downloads the file with Alamofire itself instead
/// of asking the Network module's service: the HTTP library leaks into the app target, and this
/// request skips the authenticator that refreshes an expired access token.
final class ReceiptDownloadViewController: UIViewController, QLPreviewControllerDataSource {
    private let receiptURL: URL
    private var downloaded: URL?

    init(receiptURL: URL) {
        self.receiptURL = receiptURL
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        view.backgroundColor = .systemBackground
        AF.download(receiptURL).responseURL { [weak self] response in
            guard let self, let file = response.fileURL else { return }
            self.downloaded = file
            let preview = QLPreviewController()
            preview.dataSource = self
            self.present(preview, animated: true)
        }
    }

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { downloaded == nil ? 0 : 1 }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
        downloaded! as NSURL
    }
}
