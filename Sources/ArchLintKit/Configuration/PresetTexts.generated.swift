// Generated from Rules/*.json by `ARCHLINT_RECORD=1 swift test --filter PresetTests`. Do not edit.

extension Presets {
    static let embedded: [String: String] = [
        "modular-app": #"""
// Core / Features / composition root (field report 2).
// Core modules are shared by every feature and stay independent of one another; features may
// use Core but never another feature; the app target (composition root) may import everything.
{
  "$schema": "./archlint.schema.json",
  "description": "Modular app: independent Core modules, isolated Features, the app as composition root.",
  "groups": {
    "core": ["Core", "Core*"],
    "features": ["*Feature", "*Features"],
    "composition-root": ["type:executable"]
  },
  "rules": [
    {
      "id": "core-independent",
      "kind": "independent",
      "modules": "@core",
      "description": "Core modules are shared by every feature and must not depend on one another"
    },
    {
      "id": "feature-isolation",
      "kind": "independent",
      "modules": "@features",
      "description": "a feature never imports another feature; declare a routing protocol in the importing feature and let the composition root implement it"
    },
    {
      "id": "no-cycles",
      "kind": "acyclic",
      "description": "modules must not import each other in a loop; SwiftPM cannot build a dependency cycle"
    }
  ]
}
"""#,
        "network-isolation": #"""
// Network shipped on its own (field reports 1 and 4).
// Network never imports Data: when it needs something from Data (a token refresh), it owns a
// protocol that Data implements and the app injects.
{
  "$schema": "./archlint.schema.json",
  "description": "Network isolation: the Network module never imports the Data module.",
  "groups": {
    "network": ["Network", "Networking", "*Network", "*Networking"],
    "data": ["Data", "*Data"]
  },
  "rules": [
    {
      "id": "network-never-imports-data",
      "kind": "forbidden",
      "from": "@network",
      "to": "@data",
      "description": "Network must not know Data; let Network own a protocol (e.g. TokenRefreshHandler) that Data implements and the app injects"
    }
  ]
}
"""#,
        "recommended": #"""
// The built-in default, applied when a package has no archlint.json.
// It recognises layers by common naming only: Core* modules, *Feature modules, Network and Data
// modules, and the executable as composition root. Write your own archlint.json to name yours.
{
  "$schema": "./archlint.schema.json",
  "description": "Recommended defaults: modular-app plus network-isolation.",
  "extends": ["modular-app", "network-isolation"]
}
"""#,
    ]
}
