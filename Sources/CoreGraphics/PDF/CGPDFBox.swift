/// The boxes a PDF page defines.
public enum CGPDFBox: Int32, Sendable {
    case mediaBox = 0
    case cropBox = 1
    case bleedBox = 2
    case trimBox = 3
    case artBox = 4
}
