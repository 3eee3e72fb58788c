import UIKit

/// The list: twenty people in an inset-grouped table. Selecting one pushes their page; the
/// row stays selected until the list shows again, as `UITableViewController` does.
final class ContactsViewController: UITableViewController {
    static let people = [
        "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Dennis Ritchie", "Donald Knuth",
        "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "Hedy Lamarr", "John Backus", "Ken Thompson",
        "Leslie Lamport", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman", "Tim Berners-Lee",
        "Tony Hoare", "Vint Cerf", "Whitfield Diffie",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ContactsAppDelegate.report("list showing")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.people[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let name = Self.people[indexPath.row]
        ContactsAppDelegate.report("selected \(name)")
        navigationController?.pushViewController(ContactDetailViewController(name: name), animated: true)
    }
}
