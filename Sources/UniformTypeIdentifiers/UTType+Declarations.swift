import Foundation

/// Types the app declares. On Apple platforms the app's Info.plist declares them
/// (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`) and code refers to them with
/// `UTType(exportedAs:)`; Slate has no Info.plist, so code declares them (docs/porting.md).
extension UTType {
    /// The app's own type `identifier`, conforming to `parentType` (`.data` when nil) if not
    /// declared with more through `declare(_:conformingTo:filenameExtensions:mimeTypes:description:exported:)`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType, origin: .exported)
    }

    /// Another app's type `identifier` that this app uses, conforming to `parentType`
    /// (`.data` when nil) unless declared otherwise.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType, origin: .imported)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?, origin: TypeDeclaration.Origin) {
        if let existing = TypeRegistry.shared.declaration(for: identifier) {
            self.init(knownIdentifier: existing.identifier)
            return
        }
        let declared = TypeRegistry.shared.declare(TypeDeclaration(identifier, conformsTo: [(parentType ?? .data).identifier], origin: origin))
        self.init(knownIdentifier: declared.identifier)
    }

    /// Declares a type with its tags — what an Info.plist type declaration says. Declare
    /// before the type is first used; a later declaration of the same identifier replaces an
    /// earlier one, an imported one never replaces an exported one, and neither replaces a
    /// standard type.
    @discardableResult
    public static func declare(_ identifier: String, conformingTo supertypes: [UTType], filenameExtensions: [String] = [],
                               mimeTypes: [String] = [], description: String? = nil, exported: Bool = true) -> UTType {
        let declaration = TypeDeclaration(identifier, conformsTo: supertypes.map(\.identifier), extensions: filenameExtensions,
                                          mimeTypes: mimeTypes, description: description, origin: exported ? .exported : .imported)
        return UTType(knownIdentifier: TypeRegistry.shared.declare(declaration).identifier)
    }
}
