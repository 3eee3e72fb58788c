import Foundation
import UIKit

/// The Storyboard page: a list, a recipe and its notes, laid out in `Recipes.storyboard` as
/// Interface Builder writes it — prototype cells, a show segue, a stack view with Auto Layout
/// to the safe area, an action, a popover segue and an unwind segue — and loaded at run time.
final class RecipeListController: UITableViewController {
    struct Recipe {
        let name: String
        let summary: String
    }

    let recipes = [
        Recipe(name: "Pancakes", summary: "Flour, milk, eggs — twenty minutes"),
        Recipe(name: "Shakshuka", summary: "Tomatoes, peppers, eggs — thirty minutes"),
        Recipe(name: "Risotto", summary: "Rice, stock, parmesan — forty minutes"),
    ]
    var report: (String) -> Void = { _ in }

    /// The page as the Gallery makes it: through the storyboard, with the iOS 13 creator form
    /// handing the report closure to the controller it makes.
    static func make(report: @escaping (String) -> Void) -> RecipeListController {
        let storyboard = UIStoryboard(name: "Recipes", bundle: .module)
        return storyboard.instantiateInitialViewController { coder in
            let controller = RecipeListController(coder: coder)
            controller?.report = report
            return controller
        }!
    }

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.action(Selector("unwindFromNotes:", RecipeListController.unwindFromNotes))]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        report("storyboard loaded rows=\(recipes.count)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].name
        cell.detailTextLabel?.text = recipes[indexPath.row].summary
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let detail = segue.destination as? RecipeDetailController, let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.recipe = recipes[indexPath.row]
        detail.report = report
    }

    /// Notes' Done unwinds here when the recipe was shown from this list (the recipe does
    /// not list the action itself, so the search goes on up the navigation stack).
    @IBAction func unwindFromNotes(_ segue: UIStoryboardSegue) {
        report("notes closed")
    }
}

final class RecipeDetailController: UIViewController {
    weak var nameLabel: UILabel!
    weak var servingsLabel: UILabel!
    var recipe: RecipeListController.Recipe?
    var report: (String) -> Void = { _ in }

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("nameLabel", \RecipeDetailController.nameLabel),
            .outlet("servingsLabel", \RecipeDetailController.servingsLabel),
            .action(Selector("servingsChanged:", RecipeDetailController.servingsChanged)),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = recipe?.name
        title = recipe?.name
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("recipe shown \(recipe?.name ?? "?")")
    }

    @IBAction func servingsChanged(_ sender: UIStepper) {
        servingsLabel.text = "Serves \(Int(sender.value))"
        report("serves \(Int(sender.value))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "notes", let notes = segue.destination as? RecipeNotesController else { return }
        notes.report = report
        report("notes shown")
    }
}

final class RecipeNotesController: UIViewController {
    var report: (String) -> Void = { _ in }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if modalPresentationStyle == .popover, presentationController is UIPopoverPresentationController {
            report("notes appeared in a popover")
        }
    }
}
