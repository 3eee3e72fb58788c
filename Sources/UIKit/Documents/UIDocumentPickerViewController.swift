import Foundation
import SlatePlatform
import UniformTypeIdentifiers

/// Opens the user's files or exports the app's through the desktop's file chooser, as Mac
/// Catalyst's document picker does through the open and save panels.
///
/// - Opening (`init(forOpeningContentTypes:asCopy:)`): the chooser offers files of the
///   content types; with `asCopy` the app receives copies in its temporary "Inbox" folder,
///   otherwise the files themselves (on Linux there is no sandbox: security-scoped access
///   always succeeds).
/// - Exporting (`init(forExporting:asCopy:)`): one file is saved where the user says (its
///   name offered); several go into a folder the user chooses. With `asCopy` the files are
///   copied, otherwise moved. A name already taken in the folder gets a number ("Notes 2.txt").
///
/// The picker dismisses itself, then tells its delegate. While the dialog is open it shows a
/// screen whose button opens the dialog again.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether the user may choose several files when opening; false by default.
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions; false by default (the desktop's chooser
    /// always shows them).
    open var shouldShowFileExtensions = false
    /// The folder the chooser starts in; nil lets the desktop choose.
    open var directoryURL: URL?

    @available(iOS, deprecated: 14.0)
    public var documentPickerMode: UIDocumentPickerMode {
        switch task {
        case .open(_, let asCopy): asCopy ? .import : .open
        case .export(_, let asCopy): asCopy ? .exportToService : .moveToService
        }
    }

    private enum Task {
        case open(contentTypes: [UTType], asCopy: Bool)
        case export(urls: [URL], asCopy: Bool)
    }

    private let task: Task
    private let chooser = DesktopFileChooser()
    private var hasShownChooser = false

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        task = .open(contentTypes: contentTypes, asCopy: asCopy)
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public init(forExporting urls: [URL], asCopy: Bool) {
        task = .export(urls: urls, asCopy: asCopy)
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    @available(iOS, deprecated: 14.0, message: "Use init(forOpeningContentTypes:asCopy:)")
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap { UTType($0) }, asCopy: mode != .open)
    }

    @available(iOS, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
    }

    @available(iOS, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// A document picker says what it does only in code; one in an archive has nothing to do.
    public required init?(coder: NSCoder) {
        UIKitLog.write("UIDocumentPickerViewController(coder:): a document picker is made in code, with init(forOpeningContentTypes:asCopy:) or init(forExporting:asCopy:)")
        return nil
    }

    /// The screen behind the dialog: "Open" or "Export", and a button that shows it again.
    open override func loadView() {
        let prompt: FileChooserPromptView
        if case .open = task {
            prompt = FileChooserPromptView(symbolName: "doc", title: "Open", message: "Choose in the window that opened.", buttonTitle: "Show Files")
        } else {
            prompt = FileChooserPromptView(symbolName: "square.and.arrow.up", title: "Export", message: "Choose where in the window that opened.", buttonTitle: "Show Files")
        }
        prompt.chooseButton.addAction(UIAction { [weak self] _ in self?.showChooser() }, for: .primaryActionTriggered)
        view = prompt
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !hasShownChooser {
            hasShownChooser = true
            showChooser()
        }
    }

    private func showChooser() {
        var request: PlatformFileChooserRequest
        switch task {
        case .open(let contentTypes, _):
            request = PlatformFileChooserRequest(action: .open, title: allowsMultipleSelection ? "Open Files" : "Open")
            request.allowsMultipleSelection = allowsMultipleSelection
            request.mimeTypes = UTType.fileChooserMIMETypes(for: contentTypes)
            request.filterName = contentTypes.compactMap(\.localizedDescription).joined(separator: ", ")
        case .export(let urls, _):
            request = DesktopFileChooser.exportRequest(names: urls.map(\.lastPathComponent), title: "Export", folderTitle: "Export to Folder")
        }
        request.initialFolder = directoryURL
        chooser.show(request, for: self, api: "UIDocumentPickerViewController") { [weak self] urls in
            guard let self else { return }
            if let urls, !urls.isEmpty { self.finish(with: urls) } else { self.finish(with: nil) }
        }
    }

    /// Does the task with the chooser's answer, then dismisses the picker and tells the delegate.
    private func finish(with chosen: [URL]?) {
        var result: [URL]?
        if let chosen {
            do {
                result = try perform(task, chosen: chosen)
            } catch {
                UIKitLog.write("UIDocumentPickerViewController: \(error.localizedDescription); reported to the delegate as cancelled (nothing is lost: a file exported before the failure is where it went, the others where they were)")
            }
        }
        let done: () -> Void = { [self] in
            if let result { delegate?.documentPicker(self, didPickDocumentsAt: result) } else { delegate?.documentPickerWasCancelled(self) }
        }
        if let presenter = presentingViewController { presenter.dismiss(animated: true, completion: done) } else { done() }
    }

    private func perform(_ task: Task, chosen: [URL]) throws -> [URL] {
        let files = FileManager.default
        switch task {
        case .open(_, asCopy: false):
            return chosen
        case .open(_, asCopy: true):
            // Copy all before handing any over: a failure leaves no half-made inbox entries behind.
            var copies: [URL] = []
            do {
                for url in chosen {
                    let copy = try DesktopFileChooser.freshDestination(for: url, in: Self.inboxFolder)
                    try files.copyItem(at: url, to: copy)
                    copies.append(copy)
                }
            } catch {
                for copy in copies { try? files.removeItem(at: copy) }
                throw error
            }
            return copies
        case .export(let urls, let asCopy):
            var destinations: [URL] = []
            for source in urls {
                let destination = DesktopFileChooser.exportDestination(named: source.lastPathComponent, exportingCount: urls.count, chosen: chosen[0])
                try DesktopFileChooser.place(at: destination) { try files.copyItem(at: source, to: $0) }
                if !asCopy { try files.removeItem(at: source) }
                destinations.append(destination)
            }
            return destinations
        }
    }

    /// Where opened copies go: the app's temporary "Inbox", as iOS names it.
    static var inboxFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(UIApplication.applicationIdentifier + "-Inbox", isDirectory: true)
    }

    func callSingleDocumentDelegate(_ url: URL) {
        delegate?.documentPicker(self, didPickDocumentAt: url)
    }
}
