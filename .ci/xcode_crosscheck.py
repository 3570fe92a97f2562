#!/usr/bin/env python3
"""Cross-checks archlint's Xcode reader against an independent one (PyPI `pbxproj`).

For every project under Tests/Fixtures/Xcode and SampleProject, the native targets' names and
the Swift files each compiles (Sources build phase through the group tree, variant groups, Xcode
16 synchronized folders with their membership exceptions and without the Swift packages inside
them) are computed here from `pbxproj`'s
parse and compared with `archlint xcode-targets FIXTURE`. A project `pbxproj` cannot parse must be unreadable for
archlint too.

Then `archlint fix` edits temporary copies of fixtures whose Xcode targets import products they
do not link (and link a framework nothing imports): the edited project must still parse with
`pbxproj`, each target must list the linked product in its packageProductDependencies and its
Frameworks phase (and no longer link what was unlinked), archlint must read the same products
back, and the Swift files of every target must be unchanged.
Usage: xcode_crosscheck.py ARCHLINT_EXECUTABLE
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from pbxproj import XcodeProject

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(REPOSITORY, "Tests", "Fixtures", "Xcode")
# Folders Xcode shows as one item in a synchronized folder, never looking inside.
PACKAGES = {"xcassets", "xcstickers", "docc", "bundle", "framework", "xcframework", "app", "appex", "xctest",
            "xpc", "playground", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "rcproject",
            "reality", "mlpackage", "mlmodelc", "storyboardc", "lproj", "icon", "kext", "plugin",
            "xcplayground", "xcodeproj", "xcworkspace"}


def field(obj, key, default=None):
    try:
        value = obj[key]
    except (KeyError, TypeError):
        return default
    return default if value is None else value


def ids(obj, key):
    return [str(item) for item in field(obj, key, [])]


def inside(path, root):
    return path == root or path.startswith(root + os.sep)


class Reader:
    def __init__(self, project_path, root):
        self.project = XcodeProject.load(os.path.join(project_path, "project.pbxproj"))
        self.root = root
        self.objects = self.project.objects
        self.root_object = self.objects[str(self.project["rootObject"])]
        self.source_root = os.path.normpath(os.path.join(os.path.dirname(project_path),
                                                         field(self.root_object, "projectDirPath", "")))
        self.parent = {}
        for key in self.objects.get_keys():
            obj = self.objects[key]
            if field(obj, "isa") in ("PBXGroup", "PBXVariantGroup", "XCVersionGroup"):
                for child in ids(obj, "children"):
                    self.parent.setdefault(child, str(key))

    def location(self, object_id):
        """Absolute path of a file or group, or None outside the source tree."""
        obj = self.objects[object_id]
        path = str(field(obj, "path", ""))
        tree = str(field(obj, "sourceTree", "<group>"))
        for variable in ("$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "$(SOURCE_ROOT)"):
            if path.startswith(variable):
                return os.path.normpath(self.source_root + path[len(variable):])
        if tree == "<group>":
            parent = self.parent.get(object_id)
            base = self.location(parent) if parent else self.source_root
            return None if base is None else os.path.normpath(os.path.join(base, path))
        if tree in ("SOURCE_ROOT", "SRCROOT", "PROJECT_DIR"):
            return os.path.normpath(os.path.join(self.source_root, path))
        if tree == "<absolute>":
            return os.path.normpath(path)
        return None

    def is_swift(self, obj):
        explicit = field(obj, "explicitFileType")
        if explicit is not None:
            return str(explicit) == "sourcecode.swift"
        name = str(field(obj, "path", "") or field(obj, "name", ""))
        return name.endswith(".swift") and not os.path.basename(name) == ".swift" \
            or str(field(obj, "lastKnownFileType", "")) == "sourcecode.swift"

    def folder_files(self, folder, explicit_folders):
        result = []
        for directory, subdirectories, files in os.walk(folder):
            relative_directory = os.path.relpath(directory, folder)
            kept = []
            for name in sorted(subdirectories):
                relative = name if relative_directory == "." else relative_directory + "/" + name
                if name.startswith(".") or os.path.islink(os.path.join(directory, name)):
                    continue
                extension = name.rsplit(".", 1)[1].lower() if "." in name[1:] else ""
                # A folder holding a Package.swift is a Swift package: Xcode shows it as one item
                # and compiles none of its files into the target.
                is_swift_package = os.path.isfile(os.path.join(directory, name, "Package.swift"))
                if extension in PACKAGES or relative in explicit_folders or is_swift_package:
                    result.append(relative)
                else:
                    kept.append(name)
            subdirectories[:] = kept
            for name in files:
                if not name.startswith("."):
                    result.append(name if relative_directory == "." else relative_directory + "/" + name)
        return result

    def synchronized(self, target_id, target):
        owned = set(ids(target, "fileSystemSynchronizedGroups"))
        result = []
        for key in self.objects.get_keys():
            group = self.objects[key]
            if field(group, "isa") != "PBXFileSystemSynchronizedRootGroup":
                continue
            listed = []
            for exception_id in ids(group, "exceptions"):
                exception = self.objects[exception_id]
                if field(exception, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" \
                        and str(field(exception, "target", "")) == target_id:
                    listed += [str(item) for item in field(exception, "membershipExceptions", [])]
            if str(key) not in owned and not listed:
                continue
            folder = self.location(str(key))
            if folder is None or not inside(folder, self.root) or not os.path.isdir(folder):
                continue
            types = field(group, "explicitFileTypes", {})
            types = {str(name): str(types[name]) for name in types.get_keys()} if hasattr(types, "get_keys") else {}
            explicit_folders = {str(item) for item in field(group, "explicitFolders", [])}
            for relative in self.folder_files(folder, explicit_folders):
                swift = types[relative] == "sourcecode.swift" if relative in types else relative.endswith(".swift")
                matched = any(relative == entry or relative.startswith(entry + "/") for entry in listed)
                if swift and (matched != (str(key) in owned)):
                    result.append(os.path.join(folder, relative))
        return result

    def targets(self):
        result = {}
        for target_id in ids(self.root_object, "targets"):
            target = self.objects[target_id]
            if field(target, "isa") != "PBXNativeTarget":
                continue
            files = []
            phases = [self.objects[phase] for phase in ids(target, "buildPhases")]
            sources = [phase for phase in phases if field(phase, "isa") == "PBXSourcesBuildPhase"]
            for phase in sources:
                for build_file_id in ids(phase, "files"):
                    file_id = str(field(self.objects[build_file_id], "fileRef", ""))
                    if not file_id or file_id not in self.objects:
                        continue
                    file = self.objects[file_id]
                    members = [file_id] if field(file, "isa") == "PBXFileReference" else \
                        ids(file, "children") if field(file, "isa") == "PBXVariantGroup" else []
                    for member in members:
                        if self.is_swift(self.objects[member]):
                            path = self.location(member)
                            if path is not None and inside(path, self.root):
                                files.append(path)
            if sources:
                files += self.synchronized(target_id, target)
            result[str(field(target, "name"))] = sorted({os.path.relpath(path, self.root) for path in files})
        return result


def links(reader, target_name):
    """The product names a target lists in packageProductDependencies and links in its Frameworks
    phase, and the names of the targets whose products that phase links or whose build it
    depends on."""
    objects = reader.objects
    for target_id in ids(reader.root_object, "targets"):
        target = objects[target_id]
        if str(field(target, "name")) != target_name:
            continue
        listed = {str(field(objects[item], "productName")) for item in ids(target, "packageProductDependencies")}
        linked, targets = set(), set()
        products = {str(field(objects[key], "productReference")): str(field(objects[key], "name"))
                    for key in objects.get_keys() if field(objects[key], "isa") == "PBXNativeTarget"}
        for phase_id in ids(target, "buildPhases"):
            if field(objects[phase_id], "isa") != "PBXFrameworksBuildPhase":
                continue
            for build_file_id in ids(objects[phase_id], "files"):
                build_file = objects[build_file_id]
                if field(build_file, "productRef") is not None:
                    linked.add(str(field(objects[str(field(build_file, "productRef"))], "productName")))
                elif str(field(build_file, "fileRef")) in products:
                    targets.add(products[str(field(build_file, "fileRef"))])
        for dependency_id in ids(target, "dependencies"):
            dependency = objects[dependency_id]
            if field(dependency, "target") is not None:
                targets.add(str(field(objects[str(field(dependency, "target"))], "name")))
        return listed, linked, targets
    raise KeyError(f"no target {target_name}")


# Fixture, its project, the arguments of `archlint fix`, and per target what must be linked and
# what must no longer be, after the fix.
FIXES = [
    ("Tests/Fixtures/Xcode/AppWorkspace", "App/Shop.xcodeproj", [],
     {"ShopWidget": ({"FeatureUI", "Kit"}, set()), "ShopKit": ({"Kit"}, set()), "Shop App": (set(), {"ShopKit"})}),
    ("SampleProject", "App/BankingApp.xcodeproj", ["--rule", "declared-imports"],
     {"BalanceWidget": ({"BankingServices", "FeatureKit"}, set())}),
    # Unlinks the framework nothing imports, never the one the app embeds for a framework it links.
    ("Tests/Fixtures/Xcode/Embedded", "Embedded.xcodeproj", [], {"App": (set(), {"Analytics"})}),
]


def check_fixes(archlint):
    failures = passes = 0
    for fixture, project, arguments, expected in FIXES:
        with tempfile.TemporaryDirectory(prefix="archlint-fix-") as scratch:
            root = os.path.join(scratch, os.path.basename(fixture))
            shutil.copytree(os.path.join(REPOSITORY, fixture), root, symlinks=True,
                            ignore=shutil.ignore_patterns(".build"))
            before = Reader(os.path.join(root, project), root).targets()
            run = subprocess.run([archlint, "fix", "--no-cache"] + arguments, cwd=root, capture_output=True, text=True)
            label = f"fix {fixture}/{project}"
            if run.returncode not in (0, 1) or "project.pbxproj" not in run.stdout:
                print(f"FAIL {label}: archlint fix exited {run.returncode} without editing the project:\n{run.stderr}{run.stdout}")
                failures += 1
                continue
            try:
                reader = Reader(os.path.join(root, project), root)
            except Exception as error:
                print(f"FAIL {label}: pbxproj cannot read the edited project ({error})")
                failures += 1
                continue
            problems = []
            if reader.targets() != before:
                problems.append("the targets' Swift files changed")
            read = subprocess.run([archlint, "xcode-targets", root], capture_output=True, text=True)
            ours = {target["name"]: {product["product"] for product in target["packageProducts"]}
                    for document in json.loads(read.stdout) for found in document["projects"]
                    if found["path"] == project for target in found["targets"]}
            for name, (linked_products, unlinked) in expected.items():
                listed, linked, targets = links(reader, name)
                if not linked_products <= listed or not linked_products <= linked:
                    problems.append(f"{name} lists {sorted(listed)} and links {sorted(linked)}, not all of {sorted(linked_products)}")
                if unlinked & (listed | linked | targets):
                    problems.append(f"{name} still links {sorted(unlinked & (listed | linked | targets))}")
                if ours.get(name) != listed:
                    problems.append(f"{name}: archlint reads {sorted(ours.get(name, set()))}, pbxproj {sorted(listed)}")
            if problems:
                print(f"FAIL {label}: " + "; ".join(problems))
                failures += 1
            else:
                print(f"ok   {label}: pbxproj reads the edited project; {', '.join(sorted(expected))} link what was fixed")
                passes += 1
    return passes, failures


def main():
    archlint = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPOSITORY, ".build", "debug", "archlint")
    archlint = os.path.abspath(archlint)
    failures = passes = 0
    roots = [(fixture, os.path.join(FIXTURES, fixture)) for fixture in sorted(os.listdir(FIXTURES))]
    roots.append(("SampleProject", os.path.join(REPOSITORY, "SampleProject")))
    for fixture, root in roots:
        run = subprocess.run([archlint, "xcode-targets", root], capture_output=True, text=True)
        if run.returncode not in (0, 2):
            print(f"FAIL {fixture}: archlint exited {run.returncode}: {run.stderr}")
            failures += 1
            continue
        seen = {project["path"]: project for document in json.loads(run.stdout) for project in document["projects"]}
        for directory, subdirectories, _ in os.walk(root):
            for name in sorted(subdirectories):
                if not name.endswith(".xcodeproj"):
                    continue
                project_path = os.path.join(directory, name)
                relative = os.path.relpath(project_path, root)
                label = f"{fixture}/{relative}"
                if relative.split(os.sep)[0] == "Pods":
                    continue  # in archlint's skip list
                ours = seen.get(relative)
                try:
                    theirs = Reader(project_path, root).targets()
                except Exception as error:  # pbxproj could not read it: archlint must say so too
                    if ours is not None and not ours["readable"]:
                        print(f"ok   {label}: unreadable for both ({type(error).__name__})")
                        passes += 1
                    else:
                        print(f"FAIL {label}: pbxproj cannot read it ({error}) but archlint did")
                        failures += 1
                    continue
                if ours is None:
                    print(f"FAIL {label}: archlint did not find the project")
                    failures += 1
                    continue
                # What a target compiles: the files read and those listed but missing on disk
                # (generated by a build step), which archlint reports apart.
                mine = {target["name"]: sorted(target["swiftFiles"] + target.get("missingSwiftFiles", []))
                        for target in ours["targets"]}
                if mine != theirs:
                    print(f"FAIL {label}:\n  archlint: {json.dumps(mine, sort_keys=True)}\n  pbxproj:  {json.dumps(theirs, sort_keys=True)}")
                    failures += 1
                else:
                    count = sum(len(files) for files in mine.values())
                    print(f"ok   {label}: {len(mine)} targets, {count} Swift files")
                    passes += 1
            subdirectories[:] = [name for name in subdirectories if not name.endswith((".xcodeproj", ".xcworkspace"))]
    print(f"Xcode cross-check: {passes} projects agree, {failures} differ")
    fixed, broken = check_fixes(archlint)
    print(f"Xcode projects edited by archlint fix: {fixed} read back by pbxproj as fixed, {broken} not")
    return 1 if failures or broken else 0


if __name__ == "__main__":
    sys.exit(main())
