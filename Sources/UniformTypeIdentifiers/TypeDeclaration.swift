import Foundation

/// What the registry knows of one type: where it sits in the conformance graph and its tags.
struct TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?
    let origin: Origin

    enum Origin: Sendable {
        /// Declared by the system (the standard types).
        case system
        /// Declared by the app: it owns the type (Info.plist's `UTExportedTypeDeclarations`).
        case exported
        /// Declared by the app for another's type (`UTImportedTypeDeclarations`).
        case imported
    }

    init(_ identifier: String, conformsTo: [String], extensions: [String] = [], mimeTypes: [String] = [],
         description: String? = nil, origin: Origin = .system) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.description = description
        self.origin = origin
    }

    func tags(for tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: filenameExtensions
        case .mimeType: mimeTypes
        default: []
        }
    }
}
