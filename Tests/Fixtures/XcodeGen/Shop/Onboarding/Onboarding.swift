import DesignSystem

public struct Onboarding {}
