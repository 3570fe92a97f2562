import Features
final class AppRouter {}
