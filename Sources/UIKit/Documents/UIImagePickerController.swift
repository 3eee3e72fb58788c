import Foundation
import SlatePlatform
import UniformTypeIdentifiers

/// Picks a photo or movie from the user's files: on a desktop the photo library is the file
/// system, so the picker opens the desktop's file chooser filtered to its `mediaTypes`, as
/// Mac Catalyst's does with the open panel.
///
/// Present it as UIKit's: set `delegate`, present it, and dismiss it from
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` and
/// `imagePickerControllerDidCancel(_:)` (which dismisses it if the delegate does not implement
/// it). While the dialog is open the picker shows a "Photos" screen whose button opens the
/// dialog again. There is no camera (`isSourceTypeAvailable(.camera)` is false); choosing a
/// file gives `.originalImage`, `.imageURL` (a copy in the temporary folder, as on iOS) and
/// `.mediaType`, or `.mediaURL` for a movie; with `allowsEditing`, `.editedImage` and
/// `.cropRect` are the whole image (there is no crop step; see docs/porting.md).
///
/// The picker keeps `UINavigationController.delegate`: assign an object that adopts
/// `UIImagePickerControllerDelegate` and `UINavigationControllerDelegate`, as on iOS.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// The keys of the dictionary the delegate receives.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The chosen item's type identifier ("public.image", "public.movie").
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// An `NSValue` holding the crop rectangle, in the original image's pixels.
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    }

    /// True for the photo library and the saved photos album (the user's files); false for
    /// the camera, which a desktop Slate app does not drive.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers: images and movies from the files; nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier, UTType.movie.identifier] : nil
    }

    /// Where the picker takes its items from. Setting a source that is not available raises,
    /// as UIKit does.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                UIKitFailure.raise("UIImagePickerController.sourceType: Source type \(sourceType.rawValue) not available. Check UIImagePickerController.isSourceTypeAvailable(_:) before setting it.")
                sourceType = oldValue
            }
        }
    }

    /// The types of media offered; `["public.image"]` by default. Setting a list with no type
    /// the source offers raises, as UIKit does.
    open var mediaTypes: [String] = [UTType.image.identifier] {
        didSet {
            let available = Self.availableMediaTypes(for: sourceType) ?? []
            if !mediaTypes.contains(where: available.contains) {
                UIKitFailure.raise("UIImagePickerController.mediaTypes: No available types for source \(sourceType.rawValue). Use values from availableMediaTypes(for:).")
                mediaTypes = oldValue
            }
        }
    }

    /// Whether the user may move and scale the image before choosing it; the delegate then
    /// also receives `.editedImage` and `.cropRect`. False by default.
    open var allowsEditing = false
    /// The longest movie offered, in seconds; 600 by default.
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium

    private let chooser = DesktopFileChooser()
    private var hasShownChooser = false
    private let promptController = FileChooserPromptController(prompt: FileChooserPromptView(
        symbolName: "photo.on.rectangle", title: "Choose a Photo", message: "Choose a photo in the window that opened.", buttonTitle: "Show Files"))

    public init() {
        super.init(nibName: nil, bundle: nil)
        configurePrompt()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePrompt()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePrompt()
    }

    private func configurePrompt() {
        promptController.title = "Photos"
        promptController.prompt.chooseButton.addAction(UIAction { [weak self] _ in self?.showChooser() }, for: .primaryActionTriggered)
        promptController.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.didCancel()
        })
        setViewControllers([promptController], animated: false)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !hasShownChooser {
            hasShownChooser = true
            showChooser()
        }
    }

    /// The chooser offers the media types asked for, in the user's Pictures folder.
    private func showChooser() {
        var request = PlatformFileChooserRequest(action: .open, title: mediaTypes.contains(UTType.movie.identifier) && !mediaTypes.contains(UTType.image.identifier) ? "Choose a Video" : "Choose a Photo")
        request.acceptLabel = "Choose"
        request.mimeTypes = UTType.fileChooserMIMETypes(for: mediaTypes.compactMap(UTType.init))
        request.filterName = "Photos and Videos"
        request.initialFolder = Self.picturesFolder
        chooser.show(request, for: self, api: "UIImagePickerController") { [weak self] urls in
            guard let self else { return }
            if let url = urls?.first { self.didChoose(url) } else { self.didCancel() }
        }
    }

    /// `$XDG_PICTURES_DIR` as `xdg-user-dirs` records it, else ~/Pictures, when it exists.
    static var picturesFolder: URL? {
        guard let folder = XDGBaseDirectories().userDirectory("PICTURES", else: "Pictures") else { return nil }
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    private var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    private func didCancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismissPicker() }
    }

    /// Dismisses the picker from whatever presented it (the default of the delegate methods).
    func dismissPicker() {
        (presentingViewController ?? self).dismiss(animated: true)
    }

    private func didChoose(_ url: URL) {
        let type = UTType(filenameExtension: url.pathExtension)
        let isMovie = type?.conforms(to: .movie) ?? false
        var info: [InfoKey: Any] = [:]
        do {
            // A folder of its own per pick: the copy keeps the file's name and never meets another.
            let copy = try DesktopFileChooser.freshDestination(for: url, in: Self.temporaryFolder.appendingPathComponent(UUID().uuidString, isDirectory: true))
            try FileManager.default.copyItem(at: url, to: copy)
            if isMovie {
                info[.mediaType] = UTType.movie.identifier
                info[.mediaURL] = copy
            } else {
                guard let image = UIImage(contentsOfFile: copy.path) else {
                    try? FileManager.default.removeItem(at: copy)
                    return cannotOpen(url, reason: "is not an image Slate can read")
                }
                info[.mediaType] = UTType.image.identifier
                info[.originalImage] = image
                info[.imageURL] = copy
                if allowsEditing {
                    info[.editedImage] = image
                    info[.cropRect] = NSValue(rect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)))
                }
            }
        } catch {
            return cannotOpen(url, reason: "could not be read (\(error.localizedDescription))")
        }
        if let pickerDelegate { pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { dismissPicker() }
    }

    /// A file that cannot be opened leaves the picker open, saying so, for another choice.
    private func cannotOpen(_ url: URL, reason: String) {
        UIKitLog.write("UIImagePickerController: “\(url.lastPathComponent)” \(reason); the picker stays open for another choice")
        promptController.prompt.messageLabel.text = "“\(url.lastPathComponent)” \(reason). Choose another."
    }

    /// Where chosen files are copied: the app's temporary folder, as iOS does.
    static var temporaryFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(UIApplication.applicationIdentifier + "-ImagePicker", isDirectory: true)
    }
}
