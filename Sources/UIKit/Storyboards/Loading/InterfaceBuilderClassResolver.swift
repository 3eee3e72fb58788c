import Foundation

/// Finds the class a document names (`customClass="ViewController" customModule="Notes"`)
/// through the Swift runtime's type-name lookup, since there is no Objective-C class table.
///
/// A class is found when it is a non-generic class visible to the runtime; its module comes
/// from `customModule`, else from the resource bundle the document was loaded from (SwiftPM
/// names it `<Package>_<Target>.resources`), else the app's module (the app delegate's) or
/// the executable's name.
@MainActor
enum InterfaceBuilderClassResolver {
    private static var cache: [String: AnyClass] = [:]

    static func resolve(_ name: String, module: String?, bundle: Bundle?) -> AnyClass? {
        let key = "\(module ?? "")|\(name)|\(bundle?.bundlePath ?? "")"
        if let cached = cache[key] { return cached }
        for candidate in candidateNames(name, module: module, bundle: bundle) {
            if let type = _typeByName(candidate) as? AnyClass {
                cache[key] = type
                return type
            }
        }
        return nil
    }

    private static func candidateNames(_ name: String, module: String?, bundle: Bundle?) -> [String] {
        // `_TtC5Notes14ViewController`-style names (documents written from Objective-C
        // runtime names) are mangled names the runtime reads as they are.
        if name.hasPrefix("_Tt") { return [name] }
        var modules: [String] = []
        if let module { modules.append(module) }
        if let bundleModule = bundle.flatMap(moduleName(ofResourceBundle:)) { modules.append(bundleModule) }
        if let delegate = UIApplication.sharedInstanceIfCreated?.delegate {
            let delegateModule = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init)
            if let delegateModule { modules.append(delegateModule) }
        }
        modules.append(ProcessInfo.processInfo.processName)
        modules.append("UIKit")
        var seen = Set<String>()
        let qualified = name.contains(".") ? [name] : []
        return qualified + modules.filter { seen.insert($0).inserted }.map { "\($0).\(name)" }
    }

    /// `Notes_Notes.resources` → `Notes` (SwiftPM's `<Package>_<Target>` bundle name).
    private static func moduleName(ofResourceBundle bundle: Bundle) -> String? {
        let base = ((bundle.bundlePath as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let separator = base.lastIndex(of: "_") else { return nil }
        let target = String(base[base.index(after: separator)...])
        return target.isEmpty ? nil : target
    }
}
