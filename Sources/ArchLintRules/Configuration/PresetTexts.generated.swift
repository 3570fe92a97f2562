// Generated from Rules/*.json by `ARCHLINT_RECORD=1 swift test --filter PresetTests`. Do not edit.

extension Presets {
    static let embedded: [String: String] = [
        "clean-architecture": #"""
// Presentation -> Domain <- Data (field report 3).
// Domain holds use cases, repository protocols and models, and depends on nothing outward (nor
// on a UI framework: a domain importing UIKit builds for neither macOS nor watchOS);
// presentation talks to Domain only; Data implements the repositories and keeps its DTOs.
{
  "$schema": "./archlint.schema.json",
  "description": "Clean architecture: Domain at the centre, presentation and data depend on it, never on each other.",
  "groups": {
    "presentation": ["role:feature", "role:root-feature", "Presentation", "*Presentation"],
    "domain": ["role:domain"],
    "data": ["role:data"]
  },
  "rules": [
    {
      "id": "domain-stays-pure",
      "kind": "forbidden",
      "from": "@domain",
      "to": ["@presentation", "@data", "UIKit", "AppKit", "SwiftUI", "Cocoa", "WatchKit"],
      "description": "Domain holds use cases, repository protocols and models; it never imports presentation, data or a UI framework"
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
// Groups select by role: inferred from names, folders, code and the graph (`archlint roles`
// shows the evidence), or set under "roles" in your archlint.json. A group's floor (what its
// members build on, building on none of them: role base below core, shared below the features)
// is not a peer.
{
  "$schema": "./archlint.schema.json",
  "description": "Modular app: independent Core modules, isolated Features, the app as composition root.",
  "groups": {
    "core": ["role:core"],
    "features": ["role:feature"],
    "composition-root": ["role:composition-root", "role:root-feature"]
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
      "description": "features never import one another: to show another feature, ask the root through a routing protocol; a component both need moves down into a shared module"
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
    "network": ["role:network"],
    "data": ["role:data"],
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
// It selects modules by role: features, core, network and data modules and the composition
// root, inferred from names, folders, code and the graph; `archlint roles` shows what was
// inferred and why, and "roles" in your own archlint.json sets any module's role.
{
  "$schema": "./archlint.schema.json",
  "description": "Recommended defaults: modular-app plus network-isolation.",
  "extends": ["modular-app", "network-isolation"]
}
"""#,
    ]
}
