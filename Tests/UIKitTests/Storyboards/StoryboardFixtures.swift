import Foundation
@testable import UIKit

/// The storyboards and xibs the storyboard tests load, and the app classes they name.
@MainActor
enum StoryboardFixtures {
    static let bundle: Bundle = {
        let directory = (#filePath as NSString).deletingLastPathComponent + "/Fixtures"
        return Bundle(path: directory)!
    }()
}

/// What the controllers saw, in order.
@MainActor
final class StoryboardLog {
    static var shared = StoryboardLog()
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

final class FruitListController: UITableViewController {
    weak var addButton: UIBarButtonItem!
    var fruits = ["Apple", "Banana", "Cherry"]
    var prepared: [(identifier: String?, sender: Any?)] = []
    var unwound: [UIStoryboardSegue] = []
    var selected: [IndexPath] = []

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("addButton", \FruitListController.addButton),
            .action(Selector("unwindToList:", FruitListController.unwindToList)),
        ]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.shared.add("list init(coder:) title=\(title ?? "nil")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.shared.add("list awakeFromNib storyboard=\(storyboard != nil)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLog.shared.add("list viewDidLoad addButton=\(addButton != nil)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "Fruit \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        StoryboardLog.shared.add("list didSelectRowAt \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
        StoryboardLog.shared.add("list prepare \(segue.identifier ?? "nil")")
        if let detail = segue.destination as? FruitDetailController, let cell = sender as? UITableViewCell,
           let indexPath = tableView?.indexPath(for: cell) {
            detail.fruit = fruits[indexPath.row]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        unwound.append(segue)
        if let add = segue.source as? AddFruitController, let name = add.nameField?.text, !name.isEmpty {
            fruits.append(name)
        }
    }
}

final class FruitDetailController: UIViewController {
    weak var nameLabel: UILabel!
    var heightConstraint: NSLayoutConstraint!
    var buttons: [UIButton]!
    var fruit = "?"
    var ripened: [Any] = []
    var unwound: [UIStoryboardSegue] = []
    var prepared: [String?] = []
    var allowsNotes = true

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("nameLabel", \FruitDetailController.nameLabel),
            .outlet("heightConstraint", \FruitDetailController.heightConstraint),
            .outletCollection("buttons", \FruitDetailController.buttons),
            .action(Selector("ripen:", FruitDetailController.ripen)),
            .action(Selector("unwindToDetail:", FruitDetailController.unwindToDetail)),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Optional chaining: the fuzz test feeds this controller documents whose outlets are broken.
        nameLabel?.text = fruit
        StoryboardLog.shared.add("detail viewDidLoad children=\(children.count)")
    }

    var popoverAnchorOverride: UIView?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier)
        StoryboardLog.shared.add("detail prepare \(segue.identifier ?? "nil") viewLoaded=\(isViewLoaded) nameLabel=\(nameLabel != nil)")
        if let anchor = popoverAnchorOverride { segue.destination.popoverPresentationController?.sourceView = anchor }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier == "notes" ? allowsNotes : true
    }

    @IBAction func ripen(_ sender: Any) { ripened.append(sender) }

    @IBAction func unwindToDetail(_ segue: UIStoryboardSegue) { unwound.append(segue) }
}

final class NutritionController: UIViewController {}

final class NotesController: UIViewController {}

final class AddFruitController: UIViewController {
    weak var nameField: UITextField!

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.outlet("nameField", \AddFruitController.nameField)]
    }
}

final class SettingsController: UITableViewController {
    weak var notificationsSwitch: UISwitch!

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.outlet("notificationsSwitch", \SettingsController.notificationsSwitch)]
    }
}

/// A view with inspectable properties, set by the xib's user-defined runtime attributes.
final class ProfileView: UIView {
    @IBInspectable var ringWidth: CGFloat = 0
    @IBInspectable var ringColor: UIColor?
    var sawAtAwake: (ringWidth: CGFloat, subviews: Int, window: Bool)?

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .property("ringWidth", \ProfileView.ringWidth),
            .property("ringColor", \ProfileView.ringColor),
        ]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.shared.add("profile view init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        sawAtAwake = (ringWidth, subviews.count, window != nil)
        StoryboardLog.shared.add("profile view awakeFromNib")
    }
}

/// The custom-view idiom: in `init?(coder:)` it adds its content sized to `bounds`, which
/// UIKit has decoded by then.
final class BoundsInCoderView: UIView {
    let content = UIView()
    var boundsInInit: CGRect?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        boundsInInit = bounds
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }
}

/// The same idiom with a xib of its own, loaded in `init?(coder:)` while the document that
/// makes it is still loading.
final class NibInCoderView: UIView {
    static let innerXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NibInCoderView" customModule="UIKitTests">
                <connections><outlet property="title" destination="label" id="o1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="inner">
                <rect key="frame" x="0.0" y="0.0" width="260" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label text="Label" id="label"><rect key="frame" x="8" y="14" width="244" height="42"/></label>
                </subviews>
                <color key="backgroundColor" red="0.84" green="0.91" blue="0.30" alpha="1" colorSpace="deviceRGB"/>
            </view>
        </objects>
    </document>
    """
    weak var title: UILabel!
    var loaded: UIView?

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.outlet("title", \NibInCoderView.title)]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        let view = UINib(data: Data(Self.innerXML.utf8), bundle: nil).instantiate(withOwner: self, options: nil)[0] as! UIView
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        loaded = view
    }
}

final class ProfileViewController: UIViewController {
    weak var nameLabel: UILabel!
    var toggles: [Bool] = []
    var doubleTaps = 0

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("nameLabel", \ProfileViewController.nameLabel),
            .action(Selector("toggled:", ProfileViewController.toggled)),
            .action(Selector("doubleTapped:", ProfileViewController.doubleTapped)),
        ]
    }

    @IBAction func toggled(_ sender: UISwitch) { toggles.append(sender.isOn) }
    @IBAction func doubleTapped(_ sender: UITapGestureRecognizer) { doubleTaps += 1 }
}

final class VariationsController: UIViewController {
    var sidebar: UIView!
    weak var contentLabel: UILabel!

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("sidebar", \VariationsController.sidebar),
            .outlet("contentLabel", \VariationsController.contentLabel),
        ]
    }
}

final class SegueSourceController: UIViewController {
    var madeWith: [(sender: Any?, hadCoder: Bool)] = []

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.segueAction("makePane:sender:", SegueSourceController.makePane)]
    }

    @IBSegueAction func makePane(_ coder: NSCoder, sender: Any?) -> PaneController? {
        madeWith.append((sender, true))
        let pane = PaneController(coder: coder)
        pane?.label = "made by the segue action"
        return pane
    }
}

final class PaneController: UIViewController {
    var label = "from the storyboard"
}

/// A custom segue: records that it ran, then presents without animation.
final class FadeSegue: UIStoryboardSegue {
    static var performed: [String?] = []

    override func perform() {
        Self.performed.append(identifier)
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: false)
    }
}

final class SwatchesController: UICollectionViewController {
    let names = ["Coral", "Sand", "Sea", "Moss", "Dusk"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
        (cell as? SwatchCell)?.nameLabel?.text = names[indexPath.item]
        return cell
    }
}

final class SwatchCell: UICollectionViewCell {
    weak var nameLabel: UILabel?

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.outlet("nameLabel", \SwatchCell.nameLabel)]
    }
}

final class TapController: UIViewController {
    weak var pad: UIView?
    var taps: [UITapGestureRecognizer] = []

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("pad", \TapController.pad),
            .action(Selector("padTapped:", TapController.padTapped)),
        ]
    }

    @IBAction func padTapped(_ sender: UITapGestureRecognizer) { taps.append(sender) }
}
