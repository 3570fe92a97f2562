@_exported import DesignSystem
@_exported import Analytics
