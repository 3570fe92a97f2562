import Foundation
import MealClient
import SchoolClient
import DeviceClient
import TokenStore
import SecretVault
import AnalyticsClient
import NoticeClient
import DesignSystem
import EnumUtil
import SettingsStore

let store = SettingsStore()
print(MealClient().mealPath(on: Date(), store: store, kind: .high), SchoolClient().searchPath(.middle))
print(DeviceClient().kind, TokenStore(vault: SecretVault()).accessToken() ?? "-", AnalyticsClient().log("start"))
print(NoticeClient().greeting(on: Date()), DateBadge.self)
