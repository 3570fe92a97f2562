import Shared

@main
struct CalendarApp {
    static func main() { Store().save("event") }
}
