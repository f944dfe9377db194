"""Builds the extension cgt._cgt with CMake for `pip install .` (see pyproject.toml).

CGT_BUILD_DIR names a CMake build directory to build in (and reuse: only what changed is
rebuilt); by default a fresh one under setuptools' temporary folder, configured for this
interpreter.
"""

import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = pathlib.Path(os.environ.get("CGT_BUILD_DIR") or
                                 pathlib.Path(self.build_temp).resolve() / "cmake")
        if not (build_dir / "CMakeCache.txt").exists():
            subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build_dir),
                            "-DCMAKE_BUILD_TYPE=Release", "-DBUILD_TESTING=OFF",
                            "-DCGT_PYTHON=ON", f"-DPython_EXECUTABLE={sys.executable}"],
                           check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "_cgt",
                        "-j", str(os.cpu_count() or 1)], check=True)
        built = next((build_dir / "python" / "cgt").glob("_cgt*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


# setuptools' own files go beside the CMake build directories, not into build/ or the sources.
setup(ext_modules=[Extension("cgt._cgt", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": "build-python"}, "egg_info": {"egg_base": "build-python"}})
