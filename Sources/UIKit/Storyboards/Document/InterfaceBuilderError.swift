import Foundation

/// Why a storyboard or xib could not be read or built: the file, the element and its line,
/// and what is wrong — so the message points at the place to fix, as Xcode's would.
struct InterfaceBuilderError: Error, CustomStringConvertible, Sendable {
    /// The document's file name (`Main.storyboard`).
    let file: String
    let line: Int?
    let element: String?
    let problem: String

    init(file: String, line: Int? = nil, element: String? = nil, _ problem: String) {
        self.file = file
        self.line = line
        self.element = element
        self.problem = problem
    }

    init(file: String, at element: InterfaceBuilderElement, _ problem: String) {
        self.init(file: file, line: element.line, element: element.debugName, problem)
    }

    var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let element { place += " \(element.split(separator: " (line").first.map(String.init) ?? element)" }
        return "\(place): \(problem)"
    }
}
