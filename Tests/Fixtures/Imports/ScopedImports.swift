import struct Alpha.Point
import class Beta.Controller
import enum Gamma.Mode
import protocol Delta.Drawable
import typealias Epsilon.Callback
import func Zeta.compute
import var Eta.counter
import let Theta.limit
import Darwin.C
import os.log
import UIKit.UIGestureRecognizerSubclass
import Deep.Sub.Module
