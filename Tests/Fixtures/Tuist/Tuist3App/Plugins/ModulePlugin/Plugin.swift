import ProjectDescription

let plugin = Plugin(name: "ModulePlugin")
