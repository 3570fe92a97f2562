// Generated from Rules/*.json by `ARCHLINT_RECORD=1 swift test --filter PresetTests`. Do not edit.

extension Presets {
    static let embedded: [String: String] = [
        "clean-architecture": #"""
// Presentation -> Domain <- Data (field report 3).
// Domain holds use cases, repository protocols and models, and depends on nothing outward;
// presentation talks to Domain only; Data implements the repositories and keeps its DTOs.
{
  "$schema": "./archlint.schema.json",
  "description": "Clean architecture: Domain at the centre, presentation and data depend on it, never on each other.",
  "groups": {
    "presentation": ["*Feature", "*Features", "Presentation", "*Presentation"],
    "domain": ["Domain", "*Domain"],
    "data": ["Data", "*Data"]
  },
  "rules": [
    {
      "id": "domain-stays-pure",
      "kind": "forbidden",
      "from": "@domain",
      "to": ["@presentation", "@data"],
      "description": "Domain holds use cases, repository protocols and models; it never imports presentation or data"
    },
    {
      "id": "presentation-uses-domain-not-data",
      "kind": "forbidden",
      "from": "@presentation",
      "to": "@data",
      "description": "presentation talks to Domain use cases and repository protocols; Data (and its DTOs) stays behind them"
    },
    {
      "id": "dto-confinement",
      "kind": "symbol-confinement",
      "symbols": "*DTO",
      "declaredIn": "@data",
      "description": "DTOs mirror the server's JSON and stay inside Data; map them to domain models before they leave it"
    }
  ]
}
"""#,
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
    // Xcode apps and their extensions, or SwiftPM executables: what builds the object graph.
    "composition-root": ["type:app", "type:app-clip", "type:watch-app", "type:app-extension", "type:widget",
                         "type:extensionkit-extension", "type:watch-extension", "type:executable"]
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
// protocol that Data implements and the app injects. Only Network knows the HTTP library.
{
  "$schema": "./archlint.schema.json",
  "description": "Network isolation: Network never imports Data, and only Network imports the HTTP library.",
  "groups": {
    "network": ["Network", "Networking", "*Network", "*Networking"],
    "data": ["Data", "*Data"],
    "http-libraries": ["Alamofire", "Moya", "Apollo", "Get"]
  },
  "rules": [
    {
      "id": "network-never-imports-data",
      "kind": "forbidden",
      "from": "@network",
      "to": "@data",
      "description": "Network must not know Data; let Network own a protocol (e.g. TokenRefreshHandler) that Data implements and the app injects"
    },
    {
      "id": "http-library-only-in-network",
      "kind": "external-confinement",
      "modules": "@http-libraries",
      "allowedIn": "@network",
      "description": "only Network may import the HTTP library; other modules receive a Network service"
    }
  ]
}
"""#,
        "recommended": #"""
// The built-in default, applied when a package has no archlint.json.
// It recognises layers by common naming only: Core* modules, *Feature modules, Network and Data
// modules, and the Xcode apps (else the executables) as composition roots. Write your own
// archlint.json to name yours.
{
  "$schema": "./archlint.schema.json",
  "description": "Recommended defaults: modular-app plus network-isolation.",
  "extends": ["modular-app", "network-isolation"]
}
"""#,
    ]
}
