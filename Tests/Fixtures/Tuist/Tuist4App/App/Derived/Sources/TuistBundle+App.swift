// What tuist generate writes for a target with resources.
