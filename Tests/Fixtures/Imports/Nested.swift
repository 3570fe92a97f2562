import TopLevel
struct Container {
    import InType
    func method() {
        import InFunction
    }
}
extension Container { import InExtension }
import AfterBodies
